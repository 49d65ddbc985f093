import {
  GraphQLInt,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type ExecutionResult,
} from 'graphql';
import { Channel } from './channel.js';
import { subscribeSharingResults } from './shared-results.js';

/** A schema with one shareable subscription and one that is not, counting field executions. */
function schemaFeeding(feeds: Channel<object>[]) {
  const executions = { seq: 0 };
  const Event = new GraphQLObjectType({
    name: 'Event',
    fields: {
      seq: {
        type: GraphQLInt,
        resolve: (e: { seq: number }) => {
          executions.seq++;
          return e.seq;
        },
      },
    },
  });
  const feed = () => {
    const channel = new Channel<object>();
    feeds.push(channel);
    return channel;
  };
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { x: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        matchEvents: { type: Event, subscribe: feed, resolve: (e: unknown) => e },
        decisionRequired: { type: Event, subscribe: feed, resolve: (e: unknown) => e },
      },
    }),
  });
  return { schema, executions };
}

async function open(schema: GraphQLSchema, query: string) {
  const stream = await subscribeSharingResults({ schema, document: parse(query) });
  if (!(Symbol.asyncIterator in stream)) throw new Error(JSON.stringify(stream));
  return stream;
}

const data = async (it: AsyncIterator<ExecutionResult>) => (await it.next()).value?.data;

describe('subscribeSharingResults', () => {
  it("executes a match's event once for all the subscribers of one document", async () => {
    const feeds: Channel<object>[] = [];
    const { schema, executions } = schemaFeeding(feeds);
    const subscribers = await Promise.all(
      [1, 2, 3].map(() => open(schema, 'subscription { matchEvents { seq } }')),
    );
    const event = { seq: 7 };
    feeds.forEach((f) => f.push(event));
    for (const s of subscribers) expect(await data(s)).toEqual({ matchEvents: { seq: 7 } });
    expect(executions.seq).toBe(1);
  });

  it('executes anew for another document, another event object, or a field not shared', async () => {
    const feeds: Channel<object>[] = [];
    const { schema, executions } = schemaFeeding(feeds);
    const a = await open(schema, 'subscription { matchEvents { seq } }');
    const b = await open(schema, 'subscription { matchEvents { n: seq } }');
    const c = await open(schema, 'subscription { decisionRequired { seq } }');
    const d = await open(schema, 'subscription { decisionRequired { seq } }');
    const event = { seq: 1 };
    feeds.forEach((f) => f.push(event));
    expect(await data(a)).toEqual({ matchEvents: { seq: 1 } });
    expect(await data(b)).toEqual({ matchEvents: { n: 1 } });
    await data(c);
    await data(d);
    expect(executions.seq).toBe(4);
    feeds[0].push({ seq: 1 });
    await data(a);
    expect(executions.seq).toBe(5);
  });

  it('ends its feed when the subscriber completes', async () => {
    const feeds: Channel<object>[] = [];
    const { schema } = schemaFeeding(feeds);
    const s = await open(schema, 'subscription { matchEvents { seq } }');
    await s.return?.();
    expect(feeds[0].closed).toBe(true);
    expect(await s.next()).toEqual({ value: undefined, done: true });
  });
});
