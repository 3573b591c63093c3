// scalarprod.cu — our CUDA rendering of the CUDA SDK scalarProd sample's kernel,
// matching warpscope's generator src/gen/scalarprod.c: launched <<<128, 256>>>, CTA b
// takes vector pairs b, b + gridDim.x, ...; for each, threads fill 1024 (ACCUM_N)
// single-precision partial sums in shared memory, sum iAccum taking elements
// iAccum, iAccum + 1024, ... of the pair (coalesced), then the CTA halves the 1024
// sums in ten barrier-separated steps (stride 512 .. 1) and thread 0 writes the dot
// product.  A barrier after the last step keeps the next pair's partial sums from
// overwriting partial[1] before thread 0 has read it; the generator leaves that one
// barrier out (thread 0 stores the value it computed), which changes no register.
// Written for register/shared-memory measurement only (demos/kernels/regs.sh).
#include "gen_loops.h"

#define SP_ACCUM 1024

extern "C" __global__ void scalar_prod(float *dots, const float *a, const float *b,
                                       int nvectors, int nelements)
{
    __shared__ float partial[SP_ACCUM];
    GEN_ROLLED
    for (int v = blockIdx.x; v < nvectors; v += gridDim.x) {   // block 256 (SC_BLOCK)
        int base = nelements * v, stop = base + nelements;
        GEN_ROLLED
        for (int s = threadIdx.x; s < SP_ACCUM; s += blockDim.x) {
            float acc = 0.0f;
            GEN_ROLLED
            for (int i = base + s; i < stop; i += SP_ACCUM)
                acc += a[i] * b[i];
            partial[s] = acc;
        }
#pragma unroll
        for (int half = SP_ACCUM / 2; half > 0; half >>= 1) {
            __syncthreads();
            GEN_ROLLED
            for (int s = threadIdx.x; s < half; s += blockDim.x)
                partial[s] += partial[s + half];
        }
        __syncthreads();
        if (threadIdx.x == 0)
            dots[v] = partial[0];
    }
}
