// matmul.cu — our CUDA rendering of the CUDA SDK matrixMul sample's kernel with
// 16x16 tiles, matching warpscope's generator src/gen/matmul.c: C = A x B for
// row-major single-precision matrices, 16x16 threads per CTA, one C element per
// thread; per tile every thread copies one element of A and one of B into two
// 16x16 shared arrays, barrier, a fully unrolled 16-step multiply-add from shared
// memory, barrier; the sum is stored to C at the end.
// Written for register/shared-memory measurement only (demos/kernels/regs.sh).
#include "gen_loops.h"

#define MM_TILE 16

extern "C" __global__ void matmul16(float *c, const float *a, const float *b, int wa, int wb)
{
    __shared__ float tile_a[MM_TILE][MM_TILE];
    __shared__ float tile_b[MM_TILE][MM_TILE];
    int tx = threadIdx.x, ty = threadIdx.y;            // block 16x16 (MM_T)
    int a_pos = (blockIdx.y * MM_TILE + ty) * wa + tx; // walks a row band of A
    int a_stop = (blockIdx.y * MM_TILE + ty) * wa + wa;
    int b_pos = blockIdx.x * MM_TILE + ty * wb + tx;   // walks a column band of B
    float acc = 0.0f;
    GEN_ROLLED
    for (; a_pos < a_stop; a_pos += MM_TILE, b_pos += MM_TILE * wb) {
        tile_a[ty][tx] = a[a_pos];
        tile_b[ty][tx] = b[b_pos];
        __syncthreads();
#pragma unroll
        for (int k = 0; k < MM_TILE; k++)
            acc += tile_a[ty][k] * tile_b[k][tx];
        __syncthreads();
    }
    c[(blockIdx.y * MM_TILE + ty) * wb + blockIdx.x * MM_TILE + tx] = acc;
}
