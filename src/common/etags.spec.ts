import express from 'express';
import request from 'supertest';
import { answerWritesWithoutEtags } from './http-pipeline.js';

describe('ETags', () => {
  const app = express();
  answerWritesWithoutEtags(app);
  app.get('/decision', (_req, res) => {
    res.json({ decisionId: 'd1' });
  });
  app.post('/orders', (_req, res) => {
    res.status(202).json({ accepted: true });
  });

  it('tag the answers to reads, which may be asked again with If-None-Match', async () => {
    const first = await request(app).get('/decision').expect(200);
    expect(first.headers.etag).toBeDefined();
    await request(app).get('/decision').set('If-None-Match', first.headers.etag).expect(304);
  });

  it('are not computed for the answers to writes', async () => {
    const res = await request(app).post('/orders').expect(202);
    expect(res.headers.etag).toBeUndefined();
    expect(res.body).toEqual({ accepted: true });
    // The reads still have theirs after a write.
    expect((await request(app).get('/decision')).headers.etag).toBeDefined();
  });
});
