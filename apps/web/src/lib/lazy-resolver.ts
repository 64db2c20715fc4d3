import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose real one (zod and the shared schemas) is loaded when the form
 * is first checked, or earlier through `preload` (call it when the user starts on the form), so
 * public pages do not carry zod in their first load.
 */
export function lazyResolver<Input extends FieldValues, Output>(load: () => Promise<Resolver<Input, unknown, Output>>) {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  const get = () => (loaded ??= load());
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await get())(values, context, options);
  return { resolver, preload: () => void get() };
}
