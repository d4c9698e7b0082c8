// What the harness's unit tests share.

/** The error `fn` throws, checked to be a `type` (another error fails the test as it is; none fails it too). */
export function thrown<E extends Error>(fn: () => unknown, type: new (...args: any[]) => E): E {
  try {
    fn();
  } catch (e) {
    if (e instanceof type) return e;
    throw e;
  }
  throw new Error(`expected a ${type.name}`);
}
