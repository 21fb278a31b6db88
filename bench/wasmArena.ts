// bench:wasm's runtime: typed arrays made by src/game/sim.ts and pieceFields.ts (which bench/wasmStep.ts builds
// with these in place of the globals) are views of the WebAssembly module's memory, so the contact pass in
// WebAssembly reads and writes the solver's own columns, with no copy. A bump allocator: the solver keeps its
// columns and grows them rarely (doubling), and the memory is large enough for the corpora.
export const memory = new WebAssembly.Memory({ initial: 4096 }); // 256 MiB
/** The pairs the pass lists, in the first MiB; the columns after it. */
export const pairsScratch = new Int32Array(memory.buffer, 1024, (1 << 18) - 256);
let top = 1 << 20;
/** The module's bytes, put there before the run starts (bench/wasmStep.ts: a banner in Node, the page's script). */
const bytes = (globalThis as { __wasmContacts?: Uint8Array<ArrayBuffer> }).__wasmContacts;
if (!bytes) throw new Error('bench:wasm: no module to run (globalThis.__wasmContacts)');
const module = new WebAssembly.Module(bytes);
const abort = () => {
  throw new Error('the contact pass aborted');
};
export const wasm = new WebAssembly.Instance(module, { env: { memory, abort } }).exports as {
  solveContacts(...args: number[]): number;
};

function alloc(bytes: number): number {
  const start = top;
  top += (bytes + 7) & ~7;
  if (top > memory.buffer.byteLength) throw new Error('bench:wasm: the arena is full');
  return start;
}

/**
 * A typed array class whose `new T(length)` is a view of the memory; any other construction (subarray and slice
 * make their results through it) is the plain one.
 */
function inArena<T extends Float64ArrayConstructor | Int32ArrayConstructor | Uint8ArrayConstructor>(Plain: T): T {
  const size = Plain.BYTES_PER_ELEMENT;
  return class extends Plain {
    constructor(...args: unknown[]) {
      if (typeof args[0] === 'number') super(memory.buffer, alloc(args[0] * size), args[0]);
      else super(...(args as [ArrayBuffer, number, number]));
    }
  };
}

export const ArenaF64 = inArena(Float64Array);
export const ArenaI32 = inArena(Int32Array);
export const ArenaU8 = inArena(Uint8Array);
