import { catalogueError } from '../errors';

/**
 * Why an ISO 20022 file was refused, for the operator who imports or exports it. Every code has
 * one fixed sentence; `detail` names the element (its path in the file) or the input field.
 */
export const ISO20022_ERRORS = {
  MALFORMED_XML: 'The file is not well-formed XML.',
  DTD_NOT_ALLOWED: 'The file declares a DOCTYPE; bank files never do, so it is refused.',
  UNSUPPORTED_MESSAGE: 'The file is not an ISO 20022 message of the expected type and version.',
  MISSING_ELEMENT: 'A required element is missing.',
  DUPLICATE_ELEMENT: 'An element that may appear once appears more than once.',
  INVALID_VALUE: 'An element holds a value the standard does not allow.',
  INVALID_INPUT: 'The payments cannot be written as a pain.001 file.',
} as const;

export type Iso20022ErrorCode = keyof typeof ISO20022_ERRORS;

/** A refused ISO 20022 file or payment batch: a stable code and where the problem is. */
export const Iso20022Error = catalogueError('Iso20022Error', ISO20022_ERRORS);
export type Iso20022Error = InstanceType<typeof Iso20022Error>;
