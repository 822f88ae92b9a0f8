/**
 * The one message catalogue of the app: every interface string lives here.
 * Texts quoted in Russian by the specs are kept letter for letter; texts the specs quote in
 * English are given in natural Russian with the same meaning.
 * Validation texts shared with the BFF come from '@city/contracts' and are not repeated here.
 */
//
// One catalogue in a few files, so a page's script carries only the texts its pages show.
export * from './messages/shell';
export * from './messages/auth';
export * from './messages/authMail';
export * from './messages/events';
