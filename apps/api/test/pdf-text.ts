import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The text of a PDF as a reader's copy and paste gives it, read in Node (unpdf, PDF.js) so no
 * test needs a system program for it. Runs of white space read as one space.
 */
export async function pdfText(body: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    return text.replace(/\s+/g, ' ');
  } finally {
    await pdf.destroy();
  }
}
