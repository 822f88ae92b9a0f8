import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { tsImport } from 'tsx/esm/api';
import type { z } from 'zod';
import type { Plugin } from 'vite';

/**
 * Answers checked on a signed-in person's first screens (the session, the events list and its
 * cards' actions). Their contracts are zod schemas, and zod is some 22 KB compressed, more than
 * the rest of the events list's own code; so at build time ajv compiles each of these schemas
 * (through zod's JSON Schema) into a plain function. The schemas stay the one source;
 * ./answerChecks.test.ts holds each compiled check to its schema. Other answers are checked by zod
 * on the pages that make them.
 *
 * One module per group, `virtual:answer-checks/<group>`, exporting a check per name: `(data) =>
 * boolean`, with `.errors` after a failure. The value is the contracts' export compiled.
 */
export const ANSWER_CHECK_GROUPS = {
  // Made on every page, the sign-in page included.
  session: { isUser: 'userSchema' },
  events: {
    isEventListResponse: 'eventListResponseSchema',
    isEvent: 'eventSchema',
    isEventCollectionResponse: 'eventCollectionResponseSchema',
    isEventComplaintResponse: 'eventComplaintResponseSchema',
    isImageUploadResponse: 'imageUploadResponseSchema',
    isOkResponse: 'okResponseSchema',
  },
  // The landing page's «Ближайшие события» (the public feed): its section comes after the page is
  // drawn, but a zod schema there would draw zod into the events list's chunk it shares.
  landing: { isPublicEventsResponse: 'publicEventsResponseSchema' },
  // Checked against the contracts' exports, so a renamed schema fails the type check, not the build.
} as const satisfies Record<string, Record<string, keyof typeof import('@city/contracts')>>;

type Contracts = typeof import('@city/contracts');
const MODULE_PREFIX = 'virtual:answer-checks/';

async function loadContracts(): Promise<Contracts> {
  // The contracts are TypeScript, which a Vite config (bundled, with its packages left to Node)
  // cannot import by itself.
  return (await tsImport('@city/contracts', import.meta.url)) as Contracts;
}

/** The ES module of one group's compiled checks. */
export async function answerChecksSource(group: keyof typeof ANSWER_CHECK_GROUPS): Promise<string> {
  const contracts = await loadContracts();
  const ajv = new Ajv2020({ code: { source: true, esm: true, optimize: true }, strict: true });
  // zod's z.url() (the public feed's absolute links): a scheme, `://` and no spaces.
  ajv.addFormat('uri', /^[a-z][a-z\d+.-]*:\/\/\S+$/i);
  const checks: Record<string, string> = ANSWER_CHECK_GROUPS[group];
  for (const [name, exportName] of Object.entries(checks)) {
    const schema = contracts[exportName as keyof Contracts] as z.ZodType;
    // 'input': an answer is checked as it arrives, so an object may carry fields a newer server
    // adds (zod strips them; additionalProperties: false would refuse them).
    ajv.addSchema(contractsJsonSchema(schema), name);
  }
  return standaloneCode(ajv, Object.fromEntries(Object.keys(checks).map((name) => [name, name])));
}

function contractsJsonSchema(schema: z.ZodType): object {
  return schema.toJSONSchema({ io: 'input', target: 'draft-2020-12' });
}

const isGroup = (name: string): name is keyof typeof ANSWER_CHECK_GROUPS => Object.hasOwn(ANSWER_CHECK_GROUPS, name);

/** Serves `virtual:answer-checks/<group>` to the app's build, its dev server and its tests. */
export function answerChecks(): Plugin {
  return {
    name: 'city:answer-checks',
    resolveId: (id) => (id.startsWith(MODULE_PREFIX) && isGroup(id.slice(MODULE_PREFIX.length)) ? `\0${id}` : null),
    load: async (id) => {
      if (!id.startsWith(`\0${MODULE_PREFIX}`)) return null;
      const group = id.slice(MODULE_PREFIX.length + 1);
      return isGroup(group) ? await answerChecksSource(group) : null;
    },
  };
}
