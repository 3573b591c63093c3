// gen_loops.h — loop-unrolling control shared by the renderings in demos/kernels.
//
// warpscope's generators (src/gen/*.c) emit some loops one trip at a time (a back
// branch per trip) and others straight-line.  GEN_ROLLED marks a loop the generator
// emits rolled, so that the measured register count belongs to code with the
// generator's loop structure: it expands to `#pragma unroll 1`.  Compiled with
// -DWS_FREE_UNROLL it expands to nothing and the compiler unrolls as it likes (this
// nvcc unrolls loops of unknown trip count by four, which raises the count); regs.sh
// reports that as the regs_free column.
#ifndef WS_GEN_LOOPS_H
#define WS_GEN_LOOPS_H
#ifdef WS_FREE_UNROLL
#define GEN_ROLLED
#else
#define GEN_ROLLED _Pragma("unroll 1")
#endif
#endif
