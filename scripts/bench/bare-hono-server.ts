// The yardstick of the list benchmark: a bare Hono server on @hono/node-server answering one fixed
// JSON body (a real page of the list, so both servers send the same bytes). Run as its own process:
//   tsx scripts/bench/bare-hono-server.ts <port> <body-file>
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const [port, bodyFile] = process.argv.slice(2);
if (!port || !bodyFile) throw new Error('usage: bare-hono-server.ts <port> <body-file>');
const body = readFileSync(bodyFile, 'utf8');
const app = new Hono().get('*', (c) => c.body(body, 200, { 'Content-Type': 'application/json' }));
serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' }, () => process.stdout.write('ready\n'));
