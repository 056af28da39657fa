import { extractText, getDocumentProxy } from 'unpdf';

/**
 * A PDF as a reader's copy and paste gives it, read in Node (unpdf, PDF.js) so no test needs a
 * system program for it: its text (runs of white space read as one space) and its page count.
 */
export async function readPdf(body: Buffer | Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  try {
    const { text, totalPages } = await extractText(pdf, { mergePages: true });
    return { text: text.replace(/\s+/g, ' '), pages: totalPages };
  } finally {
    await pdf.destroy();
  }
}

/** The text of a PDF (`readPdf`). */
export async function pdfText(body: Buffer | Uint8Array): Promise<string> {
  return (await readPdf(body)).text;
}
