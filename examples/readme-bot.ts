import { createSalvoClient } from '../clients/typescript/src/index.js';

const url = process.env.SALVO_URL ?? 'http://localhost:3000';
const me = (
  await createSalvoClient(url).POST('/api/v1/players', {
    body: { name: 'Thirty-line bot', kind: 'bot' },
  })
).data!;
const salvo = createSalvoClient(url, me.apiKey);
const created = await salvo.POST('/api/v1/matches', {
  body: {
    rulesetId: 'stratoyager',
    scenarioId: 'dogfight',
    seats: [
      { seat: 0, playerId: me.id },
      { seat: 1, bot: 'stratoyager/heuristic' },
    ],
    options: { dice: 'seeded', visibility: 'public' },
  },
});
const path = { matchId: created.data!.id };
for (;;) {
  const match = (await salvo.GET('/api/v1/matches/{matchId}', { params: { path } })).data!;
  if (match.status === 'finished') {
    console.log(match.outcome?.summary);
    break;
  }
  const asked = await salvo.GET('/api/v1/matches/{matchId}/decision', { params: { path } });
  let owed = asked.response.status === 200 ? asked.data : null;
  if (!owed) await new Promise((r) => setTimeout(r, 200));
  while (owed) {
    // The example is a legal order: a real bot chooses its own (its JSON Schema is in owed).
    const { decisionId, example } = owed;
    const accepted = await salvo.POST('/api/v1/matches/{matchId}/orders', {
      params: { path },
      body: { decisionId, order: example },
    });
    owed = accepted.data?.next ?? null; // the decision owed now, or null: look again
  }
}
