/**
 * Contacts decision (the specs name no support address): the mailbox is 'support@' on the site's
 * own public host, the host of PUBLIC_URL the browser is on, so the page never names a domain
 * the project does not own. A leading 'www.' is dropped: mail goes to the bare domain.
 */
export function supportEmail(hostname: string): string {
  return `support@${hostname.replace(/^www\./i, '')}`;
}
