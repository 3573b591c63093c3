// histogram.cu — our CUDA rendering of the four kernels of the CUDA SDK histogram
// sample, matching warpscope's generator src/gen/histogram.c (launched in this order):
//  - histogram64_kernel<<<ceil(bytes / 15360), 64>>>: 64 threads, each with its own
//    column of 64 one-byte counters in 4 KB of shared memory (column threadPos, the
//    bank-spreading permutation of the thread id); clear (16 word stores each),
//    barrier, a grid-stride loop over 16-byte words (uint4) counting bits 2..7 of
//    every byte (load byte counter, add one, store byte), barrier, then thread `bin`
//    sums its bin over the 64 columns starting at column (tid & 15) * 4 and wrapping,
//    and stores the block's partial histogram.
//  - merge_histogram64_kernel<<<64, 256>>>: block `bin` sums that bin over all
//    partial histograms, then a shared-memory tree of eight barrier-separated steps.
//  - histogram256_kernel<<<240, 192>>>: six warps, one 256-bin sub-histogram of
//    32-bit counters per warp (6 KB), cleared (8 stores each), barrier, a grid-stride
//    loop over 32-bit words adding each byte with a shared-memory atomicAdd, barrier,
//    then bins tid and tid + 192 summed over the six sub-histograms.
//  - merge_histogram256_kernel<<<256, 256>>>: the same merge over the 240 partials.
// Written for register/shared-memory measurement only (demos/kernels/regs.sh).
#include "gen_loops.h"

#define H64_THREADS 64
#define H64_BINS 64
#define H256_WARPS 6
#define H256_THREADS (H256_WARPS * 32)
#define H256_BINS 256
#define MERGE_THREADS 256

__device__ __forceinline__ void count6(unsigned char *column, unsigned int word)
{
    // bits 2..7 of each byte select one of 64 counters, H64_THREADS bytes apart
#pragma unroll
    for (int sh = 2; sh < 32; sh += 8)
        column[((word >> sh) & 0x3fu) * H64_THREADS]++;
}

extern "C" __global__ void histogram64_kernel(unsigned int *partials, const uint4 *data,
                                              unsigned int nwords)
{
    __shared__ unsigned char counters[H64_BINS * H64_THREADS];
    unsigned int tid = threadIdx.x;
    unsigned int col = (tid & ~63u) | ((tid & 15u) << 2) | ((tid & 48u) >> 4);
    unsigned int *as_words = reinterpret_cast<unsigned int *>(counters);
#pragma unroll
    for (int i = 0; i < H64_BINS / 4; i++)
        as_words[tid + i * H64_THREADS] = 0;
    __syncthreads();
    GEN_ROLLED
    for (unsigned int p = blockIdx.x * blockDim.x + tid; p < nwords; p += blockDim.x * gridDim.x) {
        uint4 w = data[p];
        count6(counters + col, w.x);
        count6(counters + col, w.y);
        count6(counters + col, w.z);
        count6(counters + col, w.w);
    }
    __syncthreads();
    // thread tid owns bin tid: its row of counters, one byte per column
    const unsigned char *row = counters + tid * H64_THREADS;
    unsigned int sum = 0, c = (tid & 15u) * 4;
#pragma unroll 4   // the generator: "the compiler unrolls the constant-trip loop by four"
    for (int i = 0; i < H64_THREADS; i++) {
        sum += row[c];
        c = c + 1 == H64_THREADS ? 0 : c + 1;
    }
    partials[blockIdx.x * H64_BINS + tid] = sum;
}

__device__ __forceinline__ void merge_bin(unsigned int *hist, const unsigned int *partials,
                                          unsigned int nbins, unsigned int count,
                                          unsigned int *buf)
{
    unsigned int bin = blockIdx.x, sum = 0;
    GEN_ROLLED
    for (unsigned int i = threadIdx.x; i < count; i += MERGE_THREADS)
        sum += partials[bin + i * nbins];
    buf[threadIdx.x] = sum;
#pragma unroll
    for (unsigned int half = MERGE_THREADS / 2; half > 0; half >>= 1) {
        __syncthreads();
        if (threadIdx.x < half)
            buf[threadIdx.x] += buf[threadIdx.x + half];
    }
    if (threadIdx.x == 0)
        hist[bin] = buf[0];
}

extern "C" __global__ void merge_histogram64_kernel(unsigned int *hist,
                                                    const unsigned int *partials,
                                                    unsigned int count)
{
    __shared__ unsigned int buf[MERGE_THREADS];
    merge_bin(hist, partials, H64_BINS, count, buf);
}

extern "C" __global__ void histogram256_kernel(unsigned int *partials, const unsigned int *data,
                                               unsigned int nwords)
{
    __shared__ unsigned int sub[H256_WARPS * H256_BINS];
    unsigned int tid = threadIdx.x;
    unsigned int *mine = sub + (tid >> 5) * H256_BINS;
#pragma unroll
    for (int i = 0; i < H256_WARPS * H256_BINS / H256_THREADS; i++)
        sub[tid + i * H256_THREADS] = 0;
    __syncthreads();
    GEN_ROLLED
    for (unsigned int p = blockIdx.x * blockDim.x + tid; p < nwords; p += blockDim.x * gridDim.x) {
        unsigned int w = data[p];
        atomicAdd(mine + (w & 0xffu), 1u);
        atomicAdd(mine + ((w >> 8) & 0xffu), 1u);
        atomicAdd(mine + ((w >> 16) & 0xffu), 1u);
        atomicAdd(mine + (w >> 24), 1u);
    }
    __syncthreads();
    GEN_ROLLED
    for (unsigned int bin = tid; bin < H256_BINS; bin += H256_THREADS) {
        unsigned int sum = 0;
#pragma unroll
        for (int wp = 0; wp < H256_WARPS; wp++)
            sum += sub[bin + wp * H256_BINS];
        partials[blockIdx.x * H256_BINS + bin] = sum;
    }
}

extern "C" __global__ void merge_histogram256_kernel(unsigned int *hist,
                                                     const unsigned int *partials,
                                                     unsigned int count)
{
    __shared__ unsigned int buf[MERGE_THREADS];
    merge_bin(hist, partials, H256_BINS, count, buf);
}
