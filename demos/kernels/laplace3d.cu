// laplace3d.cu — our CUDA rendering of LPS, the 3-D Laplace (Jacobi) solver kernel of
// the GPGPU-Sim benchmark set (CTAA Figure 6a), matching warpscope's generator
// src/gen/laplace3d.c: 32x4 threads per CTA, global index indg = tx + bx*32 +
// (ty + by*4) * pitch; every thread marches up the NZ planes with three planes of the
// CTA's (32+2) x (4+2) tile in shared memory (3 * 34 * 6 floats).  Per plane: the
// thread loads its point of the next plane, the CTA's edge lanes (lane 0 and 31) and
// edge rows (ty 0 and 3) load the x and y halo points of the current plane, barrier;
// interior points average their six neighbours (times 1/6), boundary points copy;
// the result goes to d_u2, barrier, and the thread moves its column of the tile down
// one plane (two shared loads and stores).  Single precision.  The halo points are
// loaded by the edge lanes and rows because that is how the generator models it, not
// necessarily the way LPS assigns halo points to threads.
// Written for register/shared-memory measurement only (demos/kernels/regs.sh).
#include "gen_loops.h"

#define LP_BX 32
#define LP_BY 4
#define LP_SX (LP_BX + 2)
#define LP_PLANE (LP_SX * (LP_BY + 2))   // one shared plane, in floats

extern "C" __global__ void laplace3d(int nx, int ny, int nz, int pitch,
                                     const float *d_u1, float *d_u2)
{
    __shared__ float tile[3 * LP_PLANE];   // planes k-1, k, k+1
    int tx = threadIdx.x, ty = threadIdx.y; // block 32x4 (LP_BX, LP_BY)
    int i = blockIdx.x * LP_BX + tx;
    int j = blockIdx.y * LP_BY + ty;
    int indg = i + j * pitch;
    int plane = pitch * ny;
    int s = (tx + 1) + (ty + 1) * LP_SX + LP_PLANE;   // this point in the middle plane
    bool active = i < nx && j < ny;
    bool edge = i == 0 || i == nx - 1 || j == 0 || j == ny - 1;
    int hx = tx == 0 && i > 0 ? -1 : tx == LP_BX - 1 && i < nx - 1 ? 1 : 0;
    int hy = ty == 0 && j > 0 ? -1 : ty == LP_BY - 1 && j < ny - 1 ? 1 : 0;
    if (active)
        tile[s] = d_u1[indg];                          // plane 0
    GEN_ROLLED
    for (int k = 0; k < nz; k++) {
        if (active) {
            if (k + 1 < nz)
                tile[s + LP_PLANE] = d_u1[indg + plane];   // plane k+1
            if (hx)
                tile[s + hx] = d_u1[indg + hx];
            if (hy)
                tile[s + hy * LP_SX] = d_u1[indg + hy * pitch];
        }
        __syncthreads();
        if (active) {
            float u2;
            if (edge || k == 0 || k == nz - 1)
                u2 = tile[s];
            else
                u2 = (tile[s - 1] + tile[s + 1] + tile[s - LP_SX] + tile[s + LP_SX] +
                      tile[s - LP_PLANE] + tile[s + LP_PLANE]) * (1.0f / 6.0f);
            d_u2[indg] = u2;
        }
        indg += plane;
        __syncthreads();
        if (active) {
            tile[s - LP_PLANE] = tile[s];
            tile[s] = tile[s + LP_PLANE];
        }
    }
}
