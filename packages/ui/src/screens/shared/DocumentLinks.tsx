import { Download } from '../../icons';
import { cn } from '../../lib/cn';
import { screenLinkClasses } from './types';

/** A PDF to read: its title and its address (it opens in a new tab). */
export interface DocumentLink {
  title: string;
  href: string;
  /** Marks the item (`data-kind`), e.g. the kind of a fund document. */
  kind?: string;
}

export interface DocumentLinksProps {
  documents: readonly DocumentLink[];
  /** Classes of the list (its spacing and rule). */
  className?: string;
}

/** A list of PDF links, each with a download icon and said to open in a new tab. */
export function DocumentLinks({ documents, className }: DocumentLinksProps) {
  return (
    <ul className={className}>
      {documents.map((document) => (
        <li key={document.href} data-kind={document.kind}>
          <a
            href={document.href}
            target="_blank"
            rel="noopener"
            className={cn(screenLinkClasses, 'inline-flex items-start gap-2')}
          >
            <Download aria-hidden className="mt-0.5 size-5 shrink-0" />
            <span>
              {document.title} <span className="font-normal text-muted">(PDF)</span>
              <span className="sr-only">, se abre en una pestaña nueva</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
