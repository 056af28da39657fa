// The publication run lives with the funds (an operator's import of a core system's file runs it
// too); the job runners call it from here.
export { PUBLISH_NAV, runPublishNav, type JobRunResult } from '../modules/funds/publish-run';
