// One client flooding a server, in a process of its own (so the flood does not slow whoever
// measures): tsx scripts/bench/flood-client.ts <base url> <requests/s> <seconds> same|every-page
import autocannon from 'autocannon';

const [url, rate, seconds, mode] = process.argv.slice(2);
if (!url || !rate || !seconds || (mode !== 'same' && mode !== 'every-page')) {
  throw new Error('usage: flood-client.ts <base url> <requests/s> <seconds> same|every-page');
}
let page = 0;
const path = () => (mode === 'same' ? '/api/events?page=1' : `/api/events?page=${(page++ % 500) + 1}&limit=5`);
const result = await autocannon({
  url,
  connections: 10,
  overallRate: Number(rate),
  duration: Number(seconds),
  requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }],
});
process.stdout.write(`${JSON.stringify({ requests: result.requests.total, non2xx: result.non2xx })}\n`);
