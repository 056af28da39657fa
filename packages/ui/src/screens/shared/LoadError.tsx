// A screen's load error is the Alert primitive's; screens import it with the other shared pieces.
export { LoadError, type LoadErrorProps } from '../../primitives/Alert/LoadError';
