// mapreduce.cu — our CUDA rendering of the page-view-count job of the Mars GPU
// MapReduce framework (PVC: count the visits of each URL in a web log), written as
// one fused kernel the way warpscope's generator src/gen/mapreduce.c models it:
// 256 threads per CTA, each CTA owning a chunk of 256 * per_thread 32-byte log
// records.  Map pass: every thread hashes the 8-byte URL key of its records into a
// 1024-bucket count table in shared memory with a shared-memory atomic add; barrier;
// emit pass: the same chunk again with the thread-to-record mapping rotated by one
// warp (tid + 32 mod 256), each thread looks its URL's count up and writes it out.
// The table is cleared before the map pass (4 stores per thread and a barrier), which
// a correct kernel needs and the generator leaves out.
// Written for register/shared-memory measurement only (demos/kernels/regs.sh).
#include "gen_loops.h"

#define MR_BLOCK 256
#define MR_BUCKETS 1024

struct LogRecord {
    unsigned int url[2];     // the key the count is taken over
    unsigned int rest[6];    // time stamp, client, bytes ...: 32 bytes a record
};

__device__ __forceinline__ unsigned int url_bucket(uint2 url)
{
    return (url.x ^ url.y) >> 22;   // top 10 bits: 1024 buckets
}

extern "C" __global__ void page_view_count(const LogRecord *log, unsigned int *counts,
                                           unsigned int nrecords, int per_thread)
{
    __shared__ unsigned int table[MR_BUCKETS];
    unsigned int tid = threadIdx.x;   // block 256 (MR_BLOCK)
    unsigned int chunk = blockIdx.x * MR_BLOCK * per_thread;
    for (unsigned int i = tid; i < MR_BUCKETS; i += MR_BLOCK)
        table[i] = 0;
    __syncthreads();
    GEN_ROLLED
    for (int i = 0; i < per_thread; i++) {          // map
        unsigned int r = chunk + i * MR_BLOCK + tid;
        if (r < nrecords) {
            uint2 url = *reinterpret_cast<const uint2 *>(log[r].url);
            atomicAdd(&table[url_bucket(url)], 1u);
        }
    }
    __syncthreads();
    unsigned int rot = (tid + 32) % MR_BLOCK;
    GEN_ROLLED
    for (int i = 0; i < per_thread; i++) {          // emit
        unsigned int r = chunk + i * MR_BLOCK + rot;
        if (r < nrecords) {
            uint2 url = *reinterpret_cast<const uint2 *>(log[r].url);
            counts[r] = table[url_bucket(url)];
        }
    }
}
