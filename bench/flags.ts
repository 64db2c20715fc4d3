/** The command line of `npm run bench` (documented in bench/README.md). */
export const parts = ['api', 'writes', 'pdf', 'cold-start', 'web'] as const;
export type Part = (typeof parts)[number];

export interface BenchFlags {
  only: Set<Part>;
  quick: boolean;
  repeats: number;
  /** Profiles the server (--cpu-prof) under the orders list's load once and adds its top functions. */
  profile: boolean;
}

function value(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : args.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

export function parseFlags(args: string[]): BenchFlags {
  const only = value(args, '--only');
  const chosen = only ? only.split(',').map((part) => part.trim()) : [...parts];
  for (const part of chosen)
    if (!parts.includes(part as Part)) throw new Error(`unknown part "${part}" (parts: ${parts.join(', ')})`);
  const quick = args.includes('--quick');
  const repeats = Number(value(args, '--repeats') ?? (quick ? 1 : 3));
  if (!Number.isInteger(repeats) || repeats < 1) throw new Error('--repeats takes a whole number of at least 1');
  return { only: new Set(chosen as Part[]), quick, repeats, profile: args.includes('--profile') };
}

/** Sizes and durations: the full run, or a quick one that checks the whole method in minutes. */
export function scaleOf(flags: BenchFlags) {
  return flags.quick
    ? { smallOrders: 10_000, largeOrders: 100_000, seconds: 3, warmUpSeconds: 1, writes: 200 }
    : { smallOrders: 100_000, largeOrders: 1_000_000, seconds: 8, warmUpSeconds: 3, writes: 800 };
}
export type Scale = ReturnType<typeof scaleOf>;
