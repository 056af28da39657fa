import PDFDocument from 'pdfkit';
import type { Participant } from './ledger';
import { FONT_BOLD, FONT_REGULAR, nextFontIds } from './pdf-fonts';

/**
 * The statements' and certificates' PDFs are drawn with pdfkit directly (no layout engine on
 * top): A4, the Inter TTF embedded (subset; every Spanish accent extractable), a tagged document
 * (structure tree with headings, paragraphs and tables, the title shown instead of the file
 * name, language es-PE), "Página X de Y" on every page and the table header repeated on each
 * page a table continues on. See docs/perf/statement-pdf.md for why pdfkit, and apps/api/README.md
 * (Statements and certificates) for the pdfkit internals used here.
 */

const BRAND = { name: 'Quipu', suffix: 'Fondos', colour: '#0b5d57' };
const TEXT = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';
const MARGIN = 48;

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

/**
 * The document's output kept in a list instead of pushed through its stream piece by piece (a
 * few thousand pieces: objects, their dictionaries and streams), joined once at the end. pdfkit
 * writes text as binary strings, one byte per character, and counts the bytes for the
 * cross-reference table; both stay as they were.
 */
function collectOutput(doc: Doc): (string | Uint8Array)[] {
  const written: (string | Uint8Array)[] = [];
  const state = doc as unknown as { _offset: number; _write(data: unknown): void };
  state._write = (data: unknown) => {
    if (data instanceof Uint8Array) {
      written.push(data);
      state._offset += data.length;
    } else {
      const text = `${String(data)}\n`;
      written.push(text);
      state._offset += text.length;
    }
  };
  return written;
}

/** What of pdfkit's current font a line of text needs (pdfkit's own font object). */
interface EmbeddedFont {
  id: string;
  ascender: number;
  ref(): unknown;
  /** The glyphs' hex codes (the subset's ids) and their positions in thousandths of an em. */
  encode(
    text: string,
  ): [string[], { xAdvance: number; advanceWidth: number; xOffset: number; yOffset: number }[]];
}
interface DocState {
  _font: EmbeddedFont;
  _fontSize: number;
  page: PDFKit.PDFPage & { fonts: Record<string, unknown> };
}

/** A number as pdfkit writes it in a content stream (6 decimals at most). */
const num = (n: number) => String(Math.round(n * 1e6) / 1e6);

/**
 * A page's content operators are kept as strings and written into its stream once, when the
 * page ends: pdfkit writes each operator as its own byte array (about 20,000 small arrays for
 * a year's statement, a fifth of its time in garbage collection). The bytes are the same.
 */
function bufferContent(page: PDFKit.PDFPage): void {
  const parts: string[] = [];
  const write = page.write.bind(page);
  const end = page.end.bind(page);
  const flush = () => {
    if (parts.length === 0) return;
    write(Buffer.from(`${parts.join('\n')}\n`, 'latin1'));
    parts.length = 0;
  };
  page.write = (chunk: unknown) => {
    if (typeof chunk === 'string') parts.push(chunk);
    else {
      flush();
      write(chunk);
    }
  };
  page.end = () => {
    flush();
    end();
  };
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/** A document with the brand's header on every page and the page numbers written at the end. */
export class Writer {
  readonly doc: Doc;
  private readonly root: Struct;
  private running: string;
  /** The document's bytes after its first line, kept as pdfkit writes them. */
  private readonly written: (string | Uint8Array)[];

  constructor(title: string, subject: string, running: string) {
    this.running = running;
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN + 28, bottom: MARGIN + 16, left: MARGIN, right: MARGIN },
      bufferPages: true,
      autoFirstPage: false,
      pdfVersion: '1.7',
      tagged: true,
      lang: 'es-PE',
      displayTitle: true,
      info: { Title: title, Subject: subject, Author: `${BRAND.name} ${BRAND.suffix}` },
    });
    // pdfkit names a font subset after the font's resource id, so every document would name
    // different subsets alike ("BZZZZZ+Inter-Regular"); readers that cache fonts by name then
    // mix them up (pdf.js read one document's "US$" as "BS$"). Ids from a per-process counter
    // give each document's subsets names of their own.
    (this.doc as unknown as { _fontCount: number })._fontCount = nextFontIds();
    this.written = collectOutput(this.doc);
    this.doc.registerFont('Inter', FONT_REGULAR);
    this.doc.registerFont('Inter-Bold', FONT_BOLD);
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
    this.doc.on('pageAdded', () => {
      bufferContent(this.doc.page);
      this.header();
    });
    this.doc.addPage();
  }

  get width(): number {
    return this.doc.page.width - MARGIN * 2;
  }

  /** The logo (the knotted cord of the wordmark) and the brand, as an artifact of each page. */
  private header(): void {
    const doc = this.doc;
    const x = MARGIN;
    const y = MARGIN - 16;
    doc.markContent('Artifact', { type: 'Pagination' } as never);
    doc.save();
    doc.translate(x, y).scale(0.75);
    doc.roundedRect(0, 0, 32, 32, 9).fill(BRAND.colour);
    doc.lineWidth(2.25).lineCap('round').strokeColor('#ffffff');
    doc.moveTo(7, 9).lineTo(25, 9).stroke();
    for (const [cx, cy] of [
      [11, 24],
      [16, 21],
      [21, 24],
    ] as const)
      doc.moveTo(cx, 9).lineTo(cx, cy).stroke();
    doc.fillColor('#ffffff');
    for (const [cx, cy] of [
      [11, 15],
      [16, 19],
      [21, 14],
      [21, 20],
    ] as const)
      doc.circle(cx, cy, 2.25).fill();
    doc.restore();
    doc.font('Inter-Bold').fontSize(14).fillColor(BRAND.colour);
    doc.text(BRAND.name, x + 30, y + 5, { continued: true, lineBreak: false });
    doc.font('Inter').fillColor(TEXT).text(` ${BRAND.suffix}`, { lineBreak: false });
    doc.font('Inter').fontSize(8).fillColor(MUTED);
    this.fitted(this.running, x, y + 8, this.width, 'right');
    doc.endMarkedContent();
    doc.x = MARGIN;
    doc.y = doc.page.margins.top;
  }

  /**
   * One line of text with its top left at (x, y), in the current font, size and colour: what
   * pdfkit's text() writes for a line without a width (the same operators), as one string
   * instead of its per-call options, wrapping checks and a dozen writes. A table is mostly
   * such cells. Text whose glyphs are offset (none in Inter's plain shaping) goes to text().
   */
  private line(text: string, x: number, y: number): void {
    const doc = this.doc;
    const state = doc as unknown as DocState;
    const font = state._font;
    const size = state._fontSize;
    const [encoded, positions] = font.encode(text);
    if (positions.some((p) => p.xOffset || p.yOffset)) {
      doc.text(text, x, y, { lineBreak: false });
      return;
    }
    const page = state.page;
    page.fonts[font.id] ??= font.ref();
    const commands: string[] = [];
    let last = 0;
    const segment = (end: number) => {
      if (last < end) {
        const p = positions[end - 1]!;
        commands.push(
          `<${encoded.slice(last, end).join('')}> ${num(-(p.xAdvance - p.advanceWidth))}`,
        );
      }
      last = end;
    };
    for (let i = 0; i < positions.length; i += 1) {
      const p = positions[i]!;
      if (p.xAdvance - p.advanceWidth !== 0) segment(i + 1);
    }
    segment(positions.length);
    const baseline = page.height - y - (font.ascender / 1000) * size;
    doc.addContent(
      `q\n1 0 0 -1 0 ${num(page.height)} cm\nBT\n1 0 0 1 ${num(x)} ${num(baseline)} Tm\n/${font.id} ${num(size)} Tf\n[${commands.join(' ')}] TJ\nET\nQ`,
    );
  }

  /** One line in a box of `width` from x, aligned; pdfkit lays out a line that does not fit. */
  private fitted(text: string, x: number, y: number, width: number, align: 'left' | 'right') {
    const measured = this.doc.widthOfString(text);
    if (measured <= width) this.line(text, align === 'right' ? x + width - measured : x, y);
    else this.doc.text(text, x, y, { width, align, lineBreak: false });
  }

  private tag(type: string, draw: () => void): void {
    this.root.add(this.doc.struct(type, {}, draw));
  }

  title(text: string, subtitle: string): void {
    const doc = this.doc;
    this.tag('H1', () => {
      doc.font('Inter-Bold').fontSize(18).fillColor(TEXT).text(text, MARGIN, doc.y);
    });
    this.tag('P', () => {
      doc.font('Inter').fontSize(11).fillColor(TEXT).text(subtitle);
    });
    doc.moveDown(0.6);
  }

  heading(text: string): void {
    const doc = this.doc;
    this.ensure(60);
    doc.moveDown(0.5);
    this.tag('H2', () => {
      doc.font('Inter-Bold').fontSize(12).fillColor(TEXT).text(text, MARGIN, doc.y, {
        width: this.width,
      });
    });
    doc.moveDown(0.3);
  }

  paragraph(text: string, size = 9): void {
    const doc = this.doc;
    this.tag('P', () => {
      doc.font('Inter').fontSize(size).fillColor(TEXT).text(text, MARGIN, doc.y, {
        width: this.width,
        lineGap: 1.5,
      });
    });
    doc.moveDown(0.3);
  }

  /** A notice in a box that never splits across pages. */
  notice(text: string): void {
    const doc = this.doc;
    doc.font('Inter').fontSize(8.5);
    const height = doc.heightOfString(text, { width: this.width - 16, lineGap: 1.5 }) + 12;
    this.ensure(height + 12);
    doc.moveDown(0.6);
    const top = doc.y;
    this.tag('P', () => {
      doc.fillColor(TEXT).text(text, MARGIN + 8, top + 6, { width: this.width - 16, lineGap: 1.5 });
    });
    doc.markContent('Artifact', { type: 'Layout' } as never);
    doc.lineWidth(0.5).strokeColor('#9aa5b1').rect(MARGIN, top, this.width, height).stroke();
    doc.endMarkedContent();
    doc.x = MARGIN;
    doc.y = top + height + 4;
  }

  /** A new page when less than `height` points are left on this one. */
  ensure(height: number): boolean {
    if (this.doc.y + height > this.doc.page.height - this.doc.page.margins.bottom) {
      this.doc.addPage();
      return true;
    }
    return false;
  }

  /** A table: its header row again on each page it continues on. */
  table(columns: readonly Column[], rows: readonly string[][], boldLast = false): void {
    const doc = this.doc;
    const total = columns.reduce((s, c) => s + c.width, 0);
    const widths = columns.map((c) => (c.width / total) * this.width);
    const table = doc.struct('Table');
    this.root.add(table);
    const drawRow = (cells: readonly string[], head: boolean, bold: boolean) => {
      doc.font(head || bold ? 'Inter-Bold' : 'Inter').fontSize(8.5);
      // Most cells hold one line: they are placed by their measured width, without pdfkit's
      // line wrapper (most of the time of a statement); only a longer one is wrapped.
      const measured = cells.map((c) => doc.widthOfString(c));
      const lines = cells.map((c, i) =>
        measured[i]! <= widths[i]! - 6 ? null : doc.heightOfString(c, { width: widths[i]! - 6 }),
      );
      const height = Math.max(doc.currentLineHeight(true), ...lines.map((l) => l ?? 0)) + 6;
      if (!head && this.ensure(height + 2))
        drawRow(
          columns.map((c) => c.title),
          true,
          false,
        );
      const top = doc.y;
      const tr = doc.struct('TR');
      table.add(tr);
      let x = MARGIN;
      cells.forEach((text, i) => {
        const w = widths[i]!;
        const right = columns[i]!.align === 'right';
        const cellX = x;
        tr.add(
          doc.struct(head ? 'TH' : 'TD', {}, () => {
            doc.fillColor(TEXT);
            if (lines[i] === null)
              this.line(text, right ? cellX + w - 3 - measured[i]! : cellX + 3, top + 3);
            else
              doc.text(text, cellX + 3, top + 3, { width: w - 6, align: right ? 'right' : 'left' });
          }),
        );
        x += w;
      });
      doc.markContent('Artifact', { type: 'Layout' } as never);
      doc
        .lineWidth(head ? 1 : 0.5)
        .strokeColor(head ? TEXT : RULE)
        .moveTo(MARGIN, top + height)
        .lineTo(MARGIN + this.width, top + height)
        .stroke();
      doc.endMarkedContent();
      doc.x = MARGIN;
      doc.y = top + height;
    };
    this.ensure(40);
    drawRow(
      columns.map((c) => c.title),
      true,
      false,
    );
    rows.forEach((r, i) => drawRow(r, false, boldLast && i === rows.length - 1));
    doc.moveDown(0.4);
  }

  /** Page numbers and the running footer, then the bytes. */
  async end(footer: string): Promise<Buffer> {
    const doc = this.doc;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i += 1) {
      doc.switchToPage(i);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN + 8;
      doc.markContent('Artifact', { type: 'Pagination' } as never);
      doc.font('Inter').fontSize(8).fillColor(MUTED);
      this.fitted(footer, MARGIN, y, this.width * 0.7, 'left');
      this.fitted(`Página ${i + 1} de ${range.count}`, MARGIN, y, this.width, 'right');
      doc.endMarkedContent();
      doc.page.margins.bottom = bottom;
    }
    this.root.end();
    // The stream holds only what the constructor wrote (the header) when the document ends.
    const head: Buffer[] = [];
    doc.on('data', (c: Buffer) => head.push(c));
    const done = new Promise<void>((resolve, reject) => {
      doc.on('end', resolve);
      doc.on('error', reject);
    });
    doc.end();
    await done;
    const parts: Uint8Array[] = [...head];
    let text: string[] = [];
    for (const part of this.written) {
      if (typeof part === 'string') text.push(part);
      else {
        if (text.length) parts.push(Buffer.from(text.join(''), 'latin1'));
        text = [];
        parts.push(part);
      }
    }
    if (text.length) parts.push(Buffer.from(text.join(''), 'latin1'));
    return Buffer.concat(parts);
  }

  participant(p: Participant, extra: [string, string][]): void {
    this.table(
      [
        { title: 'Dato', width: 1 },
        { title: 'Detalle', width: 2.4 },
      ],
      [['Partícipe', p.name], ['Documento', p.document], ['Correo', p.email], ...extra],
    );
  }
}
