import {readFileSync} from 'node:fs';
import {buildSchema, parse, print, validate, type GraphQLSchema} from 'graphql';
const builders = await import('@tribeplatform/gql-client/graphql') as Record<string, unknown>;
const netFns = await import('@tribeplatform/gql-client/types/generated') as any;
const globFns = await import('/work/main/node_modules/@tribeplatform/gql-client/src/global-types/fields.global.generated.ts') as any;
const sdl = buildSchema(readFileSync('node_modules/@tribeplatform/gql-client/schema.generated.gql','utf8'));
const net = buildSchema(readFileSync('generated/graphql/schema.graphql','utf8'));
const glob = buildSchema(readFileSync('generated/global-api/schema.graphql','utf8'));
const names = Object.keys(builders).filter(n => /GQL(Query|Mutation)$/.test(n) && typeof builders[n] === 'function').sort();
function check(schema: GraphQLSchema, fn: any, fs: string) { const doc = parse(print(fn(fs))); return validate(schema, doc).map(e=>e.message); }
for (const [label, schema] of [['sdl', sdl], ['newest', net]] as const) {
  let bad = 0, badBasic = 0, total = 0;
  for (const n of names) for (const fs of ['basic','all']) { total++; const e = check(schema, builders[n], fs); if (e.length) { bad++; if (fs==='basic') badBasic++; if (label==='newest') console.log(n, fs, e[0]); } }
  console.log(label, 'builders', names.length, 'docs', total, 'invalid', bad, 'basic invalid', badBasic);
}
let gbad=0, gtotal=0; for (const [k, fn] of [...Object.entries(globFns.QueryFunctions), ...Object.entries(globFns.MutationFunctions)]) for (const fs of ['basic','all']) { gtotal++; const e = check(glob, fn, fs); if (e.length) { gbad++; console.log('global', k, fs, e[0]); } }
console.log('global docs', gtotal, 'invalid', gbad);
let nbad=0, ntotal=0; for (const [k, fn] of [...Object.entries(netFns.QueryFunctions), ...Object.entries(netFns.MutationFunctions)]) for (const fs of ['basic','all']) { ntotal++; const e = check(net, fn, fs); if (e.length) { nbad++; if (nbad<5) console.log('netfn', k, fs, e[0]); } }
console.log('network generic docs', ntotal, 'invalid', nbad);
