// temporary: the e2e config against a server of my own (its own web build), so other helpers'
// concurrent builds of web/dist do not break lazy chunks mid-test.
import base from './playwright.config';
export default { ...base, globalSetup: undefined, outputDir: '/tmp/dc/pw' };
