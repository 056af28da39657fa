export { NOT_FOUND_TITLE, NotFoundPage, type NotFoundPageProps } from './NotFoundPage';
