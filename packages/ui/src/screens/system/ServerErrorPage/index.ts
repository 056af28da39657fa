export { ServerErrorPage, type ServerErrorPageProps } from './ServerErrorPage';
