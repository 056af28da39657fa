import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Iso20022Error } from './errors';

/**
 * Reading ISO 20022 documents: the XML is checked well-formed, its root must be `Document` in the
 * namespace of an accepted message (`urn:iso:std:iso:20022:tech:xsd:<type>.<version>`), and the
 * content is read through `XmlNode`s that know their path, so a missing or invalid element is
 * reported where it is. Every value stays a string (amounts are never turned into floats).
 */

const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:([a-z]{4}\.\d{3})\.(\d{3}\.\d{2})$/;

/** Every value a string; tag prefixes dropped (the namespace is checked on the root). */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  removeNSPrefix: true,
  processEntities: false,
  cdataPropName: '#cdata',
  trimValues: true,
});

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Resolves the five XML entities and character references (the parser is told not to). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|lt|gt|amp|quot|apos);/g, (_, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return ENTITIES[ref] ?? '';
  });
}

type Raw = string | { [name: string]: Raw | Raw[] };

/** One element of a parsed document, with its path for error messages. */
export class XmlNode {
  constructor(
    private readonly raw: Raw,
    readonly path: string,
  ) {}

  private entries(name: string): Raw[] {
    if (typeof this.raw === 'string') return [];
    const value = this.raw[name];
    if (value === undefined) return [];
    return Array.isArray(value) ? value : [value];
  }

  /** The child elements called `name`, in document order. */
  all(name: string): XmlNode[] {
    const found = this.entries(name);
    if (found.length === 1) return [new XmlNode(found[0]!, `${this.path}/${name}`)];
    return found.map((raw, i) => new XmlNode(raw, `${this.path}/${name}[${i + 1}]`));
  }

  /** The child element `name` if present; more than one is an error. */
  at(name: string): XmlNode | null {
    const found = this.all(name);
    if (found.length > 1) throw new Iso20022Error('DUPLICATE_ELEMENT', `${this.path}/${name}`);
    return found[0] ?? null;
  }

  /** The child element `name`; its absence is an error. */
  need(name: string): XmlNode {
    const node = this.at(name);
    if (!node) throw new Iso20022Error('MISSING_ELEMENT', `${this.path}/${name}`);
    return node;
  }

  /** Follows a path of single children (`'Refs/EndToEndId'`); null when any step is missing. */
  find(path: string): XmlNode | null {
    const [first, ...rest] = path.split('/');
    const node = this.at(first!);
    return node && rest.length > 0 ? node.find(rest.join('/')) : node;
  }

  /** The element's own text, entities resolved and trimmed. */
  get text(): string {
    if (typeof this.raw === 'string') return decodeEntities(this.raw).trim();
    const text = this.raw['#text'];
    const cdata = this.raw['#cdata'];
    const plain = typeof text === 'string' ? decodeEntities(text) : '';
    return (plain + (typeof cdata === 'string' ? cdata : '')).trim();
  }

  /** The text at `path`, or null when absent or empty. */
  textAt(path: string): string | null {
    const text = this.find(path)?.text;
    return text ? text : null;
  }

  /** The text at `path`; absent or empty is an error. */
  needText(path: string): string {
    const text = this.textAt(path);
    if (text === null) throw new Iso20022Error('MISSING_ELEMENT', `${this.path}/${path}`);
    return text;
  }

  /** The texts of every `name` child, empty ones left out. */
  texts(name: string): string[] {
    return this.all(name)
      .map((node) => node.text)
      .filter((text) => text !== '');
  }

  /** An attribute's value, or null. */
  attr(name: string): string | null {
    if (typeof this.raw === 'string') return null;
    const value = this.raw[`@${name}`];
    return typeof value === 'string' ? decodeEntities(value).trim() : null;
  }
}

/** Message versions `001.<from>` to `001.<to>` (`001.02`…), as in the namespace. */
export const versionRange = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, i) => `001.${String(from + i).padStart(2, '0')}`);

/** A parsed ISO 20022 document: its message type (`camt.053`), version (`001.08`) and body. */
export interface IsoDocument {
  type: string;
  version: string;
  namespace: string;
  /** The message element under `Document` (e.g. `BkToCstmrStmt`). */
  message: XmlNode;
}

/** The root element's name, prefix and attributes, read from the text before parsing. */
function rootTag(xml: string): { prefix: string | null; name: string; attrs: Map<string, string> } {
  const match =
    /^\s*(?:(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->)\s*)*<(?:([A-Za-z_][\w.-]*):)?([A-Za-z_][\w.-]*)((?:\s[^>]*)?)>/.exec(
      xml,
    );
  if (!match) throw new Iso20022Error('MALFORMED_XML', 'No root element.');
  const attrs = new Map<string, string>();
  for (const [, name, dq, sq] of (match[3] ?? '').matchAll(
    /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g,
  )) {
    attrs.set(name!, decodeEntities(dq ?? sq ?? ''));
  }
  return { prefix: match[1] ?? null, name: match[2]!, attrs };
}

/**
 * Parses `xml` as one of the accepted messages: `accepted` maps a message type (`camt.053`) to
 * the name of its message element (`BkToCstmrStmt`) and the versions read (`001.02`…).
 */
export function readIsoDocument(
  xml: string,
  accepted: Record<string, { element: string; versions: readonly string[] }>,
): IsoDocument {
  const text = xml.startsWith('\ufeff') ? xml.slice(1) : xml;
  if (/<!DOCTYPE/i.test(text)) throw new Iso20022Error('DTD_NOT_ALLOWED', 'Remove the DOCTYPE.');
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const { msg, line, col } = valid.err;
    throw new Iso20022Error('MALFORMED_XML', `Line ${line}, column ${col}: ${msg}`);
  }
  const root = rootTag(text);
  const namespace = root.attrs.get(root.prefix ? `xmlns:${root.prefix}` : 'xmlns') ?? '';
  const [, type, version] = NAMESPACE.exec(namespace) ?? [];
  const expected = type ? accepted[type] : undefined;
  const names = Object.keys(accepted).join(' or ');
  if (root.name !== 'Document' || !type || !version || !expected) {
    throw new Iso20022Error(
      'UNSUPPORTED_MESSAGE',
      `Expected a ${names} Document; found <${root.name}> in namespace "${namespace || 'none'}".`,
    );
  }
  if (!expected.versions.includes(version)) {
    throw new Iso20022Error(
      'UNSUPPORTED_MESSAGE',
      `${type}.${version} is not read; accepted versions: ${expected.versions.join(', ')}.`,
    );
  }
  const parsed = parser.parse(text) as Record<string, Raw>;
  const roots = Object.keys(parsed).filter((key) => !key.startsWith('?'));
  if (roots.length !== 1) throw new Iso20022Error('MALFORMED_XML', 'More than one root element.');
  const document = new XmlNode(parsed.Document!, 'Document');
  return { type, version, namespace, message: document.need(expected.element) };
}

/** ISO 20022 amounts (xs:decimal, at most 18 digits of which 5 decimals), kept as written. */
export function readAmount(node: XmlNode): { amount: string; currency: string } {
  const amount = node.text;
  if (!/^\d{1,18}(\.\d{1,5})?$/.test(amount) || amount.replace('.', '').length > 18) {
    throw new Iso20022Error('INVALID_VALUE', `${node.path}: "${amount}" is not an amount.`);
  }
  const currency = node.attr('Ccy');
  if (!currency) throw new Iso20022Error('MISSING_ELEMENT', `${node.path}/@Ccy`);
  if (!/^[A-Z]{3}$/.test(currency)) {
    throw new Iso20022Error(
      'INVALID_VALUE',
      `${node.path}/@Ccy: "${currency}" is not a currency code.`,
    );
  }
  return { amount, currency };
}
