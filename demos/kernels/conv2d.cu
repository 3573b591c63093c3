// conv2d.cu — our CUDA rendering of a direct (naive, global-memory) 2-D convolution
// in the style of the CUDA SDK convolution samples, matching warpscope's generator
// src/gen/conv2d.c: 16x16 threads per CTA, one output pixel each; pixels outside the
// image exit; (2r+1)^2 taps with coordinates clamped to the image edge, the row offset
// computed once per filter row, the weights in constant memory; single precision.
// The generator emits the taps straight-line (no loop branches), i.e. the radius is a
// compile-time constant as the SDK's KERNEL_RADIUS is and both tap loops are fully
// unrolled: CV_RADIUS here, default 1 like the generator's radius=1 (rebuild with
// -DCV_RADIUS=N for another radius; the register count grows with it).
// Written for register/shared-memory measurement only (demos/kernels/regs.sh).
#include "gen_loops.h"

#define CV_TILE 16
#ifndef CV_RADIUS
#define CV_RADIUS 1
#endif
#define CV_SPAN (2 * CV_RADIUS + 1)

__constant__ float weights[CV_SPAN * CV_SPAN];

__device__ __forceinline__ int clamp_to(int v, int hi)
{
    return min(max(v, 0), hi);
}

extern "C" __global__ void conv2d(const float *in, float *out, int width, int height)
{
    int x = blockIdx.x * CV_TILE + threadIdx.x;   // block 16x16 (CV_T)
    int y = blockIdx.y * CV_TILE + threadIdx.y;
    if (x >= width || y >= height)
        return;
    float acc = 0.0f;
#pragma unroll
    for (int dy = -CV_RADIUS; dy <= CV_RADIUS; dy++) {
        const float *line = in + (size_t)clamp_to(y + dy, height - 1) * width;
#pragma unroll
        for (int dx = -CV_RADIUS; dx <= CV_RADIUS; dx++)
            acc += line[clamp_to(x + dx, width - 1)] *
                   weights[(dy + CV_RADIUS) * CV_SPAN + dx + CV_RADIUS];
    }
    out[(size_t)y * width + x] = acc;
}
