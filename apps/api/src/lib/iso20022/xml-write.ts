/**
 * Writing ISO 20022 XML: elements are built in the schema's order by the caller, every text and
 * attribute is escaped here, and free text is brought to the Basic Latin character set banks
 * accept (accents transliterated: "Pérez Núñez" → "Perez Nunez").
 */

/** An element: text content or child elements (null children are optional parts left out). */
export interface XmlElement {
  name: string;
  attrs?: Record<string, string>;
  text?: string;
  children?: (XmlElement | null)[];
}

export const el = (
  name: string,
  content: string | (XmlElement | null)[],
  attrs?: Record<string, string>,
): XmlElement =>
  typeof content === 'string' ? { name, text: content, attrs } : { name, children: content, attrs };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function write(element: XmlElement, indent: string, out: string[]): void {
  const attrs = Object.entries(element.attrs ?? {})
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
  const open = `${indent}<${element.name}${attrs}>`;
  if (element.text !== undefined) {
    out.push(`${open}${escapeXml(element.text)}</${element.name}>`);
    return;
  }
  out.push(open);
  for (const child of element.children ?? []) if (child) write(child, `${indent}  `, out);
  out.push(`${indent}</${element.name}>`);
}

/** The document as UTF-8 XML text, indented by two spaces. */
export function serializeXml(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, '', out);
  return `${out.join('\n')}\n`;
}

/** Letters the Unicode decomposition does not reduce to Basic Latin. */
const SPECIAL: Record<string, string> = {
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
  Œ: 'OE',
  œ: 'oe',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  º: 'o',
  ª: 'a',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '«': '"',
  '»': '"',
  '–': '-',
  '—': '-',
  '¿': '?',
  '¡': '!',
};

/**
 * Free text in the Basic Latin set (printable ASCII): accents and tildes dropped, a few letters
 * spelled out, anything else (and line breaks) turned into a space; spaces collapsed.
 */
export function toBasicLatin(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, (c) => SPECIAL[c] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
