/** The global configuration call, apart from its hook: fetched once the page has hydrated. */
export { globalConfigRoute } from '@saf/contract';
export { callRoute } from '../api/call';
