import 'reflect-metadata';
import { ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { toProblem } from '../../common/problem.js';
import { createValidationPipe } from '../../common/validation.js';
import { ViewQuery } from '../match-runtime/index.js';
import { SubmitOrderInput } from './submit-order.input.js';

/** The pipe's answer: the value it passes on, or the problem it refuses with. */
async function outcome(pipe: ValidationPipe, value: unknown, metadata: ArgumentMetadata) {
  try {
    const passed = (await pipe.transform(value, metadata)) as object;
    return { passed: { ...passed }, instance: passed.constructor.name };
  } catch (error) {
    // The whole problem: Jest compares errors by their message alone.
    return { refused: toProblem(error) };
  }
}

describe('the quick check of hot inputs (same answers as class-validator)', () => {
  const quick = createValidationPipe();
  // The same options without the quick path: every value through class-validator.
  const full = new ValidationPipe({
    ...(quick as unknown as { validatorOptions: object }).validatorOptions,
    transform: true,
    exceptionFactory: (
      quick as unknown as { exceptionFactory: ValidationPipe['createExceptionFactory'] }
    ).exceptionFactory as never,
  });

  const orders: unknown[] = [
    { decisionId: 't1.s2.maneuver.0', order: { kind: 'maneuver', moves: [1, 2] } },
    { decisionId: 'd', order: 0 },
    { decisionId: 'd', order: false },
    { decisionId: 'd', order: '' },
    { decisionId: 'x'.repeat(200), order: [] },
    { decisionId: 'x'.repeat(201), order: [] },
    { decisionId: '', order: {} },
    { decisionId: 7, order: {} },
    { decisionId: 'd', order: null },
    { decisionId: 'd' },
    { order: {} },
    { decisionId: 'd', order: {}, extra: 1 },
    JSON.parse('{"decisionId":"d","order":{},"__proto__":{"x":1}}'),
    Object.assign(Object.create(null), { decisionId: 'd', order: { a: 1 } }),
  ];

  it.each(orders.map((o) => [JSON.stringify(o)?.slice(0, 60), o]))(
    'SubmitOrderInput %s',
    async (_label, value) => {
      const metadata: ArgumentMetadata = { type: 'body', metatype: SubmitOrderInput };
      const clone = () => structuredClone(value);
      expect(await outcome(quick, clone(), metadata)).toEqual(
        await outcome(full, clone(), metadata),
      );
    },
  );

  it.each([[{}], [{ seat: '1' }], [{ seat: 'x' }], [{ other: '1' }]])(
    'ViewQuery %j',
    async (value) => {
      const metadata: ArgumentMetadata = { type: 'query', metatype: ViewQuery };
      expect(await outcome(quick, { ...value }, metadata)).toEqual(
        await outcome(full, { ...value }, metadata),
      );
    },
  );

  it('hands on an instance of the class, with the order as sent', async () => {
    const order = { kind: 'fire', targets: [3] };
    const passed = await quick.transform(
      { decisionId: 'd1', order },
      { type: 'body', metatype: SubmitOrderInput },
    );
    expect(passed).toBeInstanceOf(SubmitOrderInput);
    expect(passed).toEqual({ decisionId: 'd1', order });
  });
});
