// hotspot.cu — our CUDA rendering of Rodinia hotspot's calculate_temp kernel (the
// pyramid-blocked thermal stencil), matching warpscope's generator src/gen/hotspot.c:
// 16x16 threads per CTA and three 16x16 float tiles in shared memory (temperature,
// power, next temperature).  A CTA covers an output block of 16 - 2*steps points
// with a halo of `steps` points on each side (neighbouring CTAs overlap); the four
// constants step/Cap, 1/Rx, 1/Ry, 1/Rz are single-precision divisions at the start;
// every thread inside the grid loads its temperature and power point, barrier; then
// `steps` stencil steps separated by barriers, each computed only by the threads
// still inside the shrinking valid region, the neighbours (N, S, W, E) clamped to the
// part of the tile inside the grid; the survivors of the last step store the result.
// As in Rodinia, the stencil's double literal 2.0 promotes the arithmetic to double
// precision (float loads converted up, the result converted back).
// Written for register/shared-memory measurement only (demos/kernels/regs.sh).
#include "gen_loops.h"

#define HS_TILE 16
#define HS_AMBIENT 80.0f

__device__ __forceinline__ bool between(int v, int lo, int hi)
{
    return v >= lo && v <= hi;
}

extern "C" __global__ void calculate_temp(int steps, const float *power, const float *temp_src,
                                          float *temp_dst, int cols, int rows,
                                          int border_cols, int border_rows, float cap,
                                          float rx, float ry, float rz, float step)
{
    __shared__ float t_now[HS_TILE][HS_TILE];
    __shared__ float p_tile[HS_TILE][HS_TILE];
    __shared__ float t_next[HS_TILE][HS_TILE];
    int tx = threadIdx.x, ty = threadIdx.y;   // block 16x16 (HS_T)
    float k_cap = step / cap;
    float gx = 1 / rx, gy = 1 / ry, gz = 1 / rz;

    int out_w = HS_TILE - 2 * steps;              // output block edge
    int top = out_w * blockIdx.y - border_rows;   // tile origin in the grid
    int left = out_w * blockIdx.x - border_cols;
    int bottom = top + HS_TILE - 1, right = left + HS_TILE - 1;
    int gy_idx = top + ty, gx_idx = left + tx;
    int at = cols * gy_idx + gx_idx;
    if (between(gy_idx, 0, rows - 1) && between(gx_idx, 0, cols - 1)) {
        t_now[ty][tx] = temp_src[at];
        p_tile[ty][tx] = power[at];
    }
    __syncthreads();

    // rows and columns of the tile that lie inside the grid
    int ymin = top < 0 ? -top : 0;
    int ymax = bottom > rows - 1 ? HS_TILE - 1 - (bottom - rows + 1) : HS_TILE - 1;
    int xmin = left < 0 ? -left : 0;
    int xmax = right > cols - 1 ? HS_TILE - 1 - (right - cols + 1) : HS_TILE - 1;
    int n = max(ty - 1, ymin), s = min(ty + 1, ymax);
    int w = max(tx - 1, xmin), e = min(tx + 1, xmax);

    bool done = false;
    GEN_ROLLED
    for (int i = 0; i < steps; i++) {
        done = false;
        if (between(tx, i + 1, HS_TILE - i - 2) && between(ty, i + 1, HS_TILE - i - 2) &&
            between(tx, xmin, xmax) && between(ty, ymin, ymax)) {
            done = true;
            float c = t_now[ty][tx];
            t_next[ty][tx] = c + k_cap * (p_tile[ty][tx] +
                                          (t_now[s][tx] + t_now[n][tx] - 2.0 * c) * gy +
                                          (t_now[ty][e] + t_now[ty][w] - 2.0 * c) * gx +
                                          (HS_AMBIENT - c) * gz);
        }
        __syncthreads();
        if (i == steps - 1)
            break;
        if (done)
            t_now[ty][tx] = t_next[ty][tx];
        __syncthreads();
    }
    if (done)
        temp_dst[at] = t_next[ty][tx];
}
