export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, options?: { maxAgeSeconds?: number }): void;
  remove(name: string): void;
}

/** No cookies: a page rendered outside a browser (at build time). */
export const noCookies: CookieJar = {
  get: () => null,
  set: () => undefined,
  remove: () => undefined,
};

/** document.cookie with safe defaults: path /, SameSite=Strict, Secure on https. */
export function browserCookies(doc: Document = document): CookieJar {
  const secure = () => (doc.location?.protocol === 'https:' ? '; Secure' : '');
  return {
    get(name) {
      const prefix = `${encodeURIComponent(name)}=`;
      const found = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
      return found ? decodeURIComponent(found.slice(prefix.length)) : null;
    },
    set(name, value, options = {}) {
      const maxAge =
        options.maxAgeSeconds === undefined ? '' : `; Max-Age=${options.maxAgeSeconds}`;
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; SameSite=Strict${maxAge}${secure()}`;
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0; SameSite=Strict${secure()}`;
    },
  };
}
