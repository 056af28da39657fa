export { SERVER_ERROR_TITLE, ServerErrorPage, type ServerErrorPageProps } from './ServerErrorPage';
