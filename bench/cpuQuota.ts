// The true phone's CPU: a whole browser slowed, its workers too, by CPU quotas (Linux cgroups), where Chromium's
// own throttling (Emulation.setCPUThrottlingRate) reaches a page's main thread and nothing else ("Operation is
// only supported for pages, not workers").
//
// A phone slows each of its cores; a quota is shared by every thread in it that runs at once. So the browser's
// threads are sorted onto three "cores", each a cgroup with the same quota of one of this machine's cores:
//   - main: each renderer's main thread (the page's script, its layout, React);
//   - workers: dedicated, shared and service worker threads (the watch worker, the game's service worker);
//   - rest: everything else, the browser process, the compositor, IO, the renderers' and V8's helper threads.
// What stands in for the phone's GPU (the GPU process, SwiftShader's software GL, and software raster) is left
// out: a phone does that on its GPU, and here it would take the CPU share of the phone's cores.
// A worker beside the main thread then runs as it would on a phone core of its own, each at the phone's speed;
// two workers share one core, and the page's compositor shares one with the browser's own work, where a phone has
// more cores for them: no kinder than a phone, and harsher where threads crowd.
//
// New threads start in the cgroup of the thread that made them; a poller (every 5 ms, outside the quota) moves
// each to its core by its name (/proc/<tid>/comm) and its process's type (--type=renderer). The quota is set so
// that a benchmark index (benchmarkIndex.ts) measured in the page comes out at the phone's fixed index, as
// DevTools' CPU calibration does with Lighthouse's: the same phone on a fast day and a slow one.
//
// Needs cgroup v1's `cpu` controller writable (root), as on these machines (/sys/fs/cgroup/cpu). cgroup v2 puts
// threads of one process in different groups only in "threaded" subtrees; not built here: a clear error instead.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const V1 = '/sys/fs/cgroup/cpu';
/** The quota's period: short, so that a throttled thread waits at most a few ms at a time (a frame is 16.7). */
export const PERIOD_US = 10_000;
const CORES = ['main', 'workers', 'rest'] as const;
type Core = (typeof CORES)[number];

/**
 * The core a thread belongs on, by its name and its process's; 'gpu' for what stands in for the phone's GPU (the
 * GPU process, SwiftShader's software GL; a renderer's raster workers where raster is in software), left
 * outside the quota, since a phone does that work on its GPU.
 */
function coreOf(tid: number): Core | 'gpu' | null {
  try {
    const comm = readFileSync(`/proc/${tid}/comm`, 'utf8').trim();
    if (/^(DedicatedWorker|SharedWorker|ServiceWorker)/.test(comm)) return 'workers';
    const tgid = Number(/^Tgid:\s*(\d+)/m.exec(readFileSync(`/proc/${tid}/status`, 'utf8'))?.[1]);
    const type = /--type=([a-z-]+)/.exec(readFileSync(`/proc/${tgid}/cmdline`, 'utf8'))?.[1];
    if (type === 'gpu-process' || (type === 'renderer' && comm.startsWith('CompositorTileW'))) return 'gpu';
    return tgid === tid && type === 'renderer' ? 'main' : 'rest';
  } catch {
    return null; // the thread has ended
  }
}

export interface CpuQuota {
  /** A launcher for `executable` whose process (and all it starts) runs under the quotas. */
  launcher(executable: string): string;
  /** Sets every core's quota, in µs per PERIOD_US. */
  setQuota(us: number): void;
  readonly quotaUs: number;
  /** How many threads the poller has moved to each core, and how often a quota held a core back. */
  stats(): Record<Core, { threads: number; throttled: number }>;
  close(): void;
}

export function cpuQuota(): CpuQuota {
  if (!existsSync(`${V1}/cpu.cfs_quota_us`))
    throw new Error(
      `the true phone needs cgroup v1's cpu controller at ${V1}, writable (root): its rows cannot be measured here`,
    );
  const root = `${V1}/bench-phone-${process.pid}`;
  mkdirSync(root);
  for (const core of CORES) {
    mkdirSync(`${root}/${core}`);
    writeFileSync(`${root}/${core}/cpu.cfs_period_us`, String(PERIOD_US));
  }
  let quotaUs = -1;
  const dir = mkdtempSync(join(tmpdir(), 'bench-phone-'));
  /** Threads already on their core for good (renderer main threads and workers: their names do not change). */
  const settled = new Set<number>();
  /** When a thread on `rest` was first seen: it is looked at again until it has its name and its type. */
  const firstSeen = new Map<number, number>();
  const tasks = (core: Core) => readFileSync(`${root}/${core}/tasks`, 'utf8').split('\n').filter(Boolean).map(Number);
  const moved = { main: 0, workers: 0, rest: 0, gpu: 0 };
  const poll = () => {
    const now = Date.now();
    for (const from of ['rest', 'main'] as const)
      for (const tid of tasks(from)) {
        if (settled.has(tid)) continue;
        const seen = firstSeen.get(tid) ?? (firstSeen.set(tid, now), now);
        const core = coreOf(tid);
        if (core === null) continue;
        if (core !== from) {
          try {
            writeFileSync(core === 'gpu' ? `${V1}/tasks` : `${root}/${core}/tasks`, String(tid));
            moved[core]++;
          } catch {
            continue; // ended meanwhile
          }
        }
        // A new thread takes its name just after it starts, a zygote's child its type: look again for 2 s.
        if (core !== 'rest' || now - seen > 2000) settled.add(tid);
      }
  };
  const timer = setInterval(poll, 5);
  return {
    launcher(executable) {
      const file = join(dir, 'launch.sh');
      writeFileSync(file, `#!/bin/sh\necho $$ > ${root}/rest/cgroup.procs\nexec "${executable}" "$@"\n`);
      chmodSync(file, 0o755);
      return file;
    },
    setQuota(us) {
      quotaUs = Math.round(us);
      for (const core of CORES) writeFileSync(`${root}/${core}/cpu.cfs_quota_us`, String(quotaUs));
    },
    get quotaUs() {
      return quotaUs;
    },
    stats() {
      const throttled = (core: Core) =>
        Number(/nr_throttled (\d+)/.exec(readFileSync(`${root}/${core}/cpu.stat`, 'utf8'))?.[1] ?? 0);
      return Object.fromEntries(CORES.map((c) => [c, { threads: moved[c], throttled: throttled(c) }])) as ReturnType<
        CpuQuota['stats']
      >;
    },
    close() {
      clearInterval(timer);
      // Whatever is left (the browser is closed first) goes back to the machine's own group, then the groups go.
      for (const core of CORES) {
        for (const tid of tasks(core))
          try {
            writeFileSync(`${V1}/tasks`, String(tid));
          } catch {
            // ended
          }
        rmdirSync(`${root}/${core}`);
      }
      rmdirSync(root);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
