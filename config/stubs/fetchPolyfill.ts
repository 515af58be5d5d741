// Stands in for `isomorphic-fetch`, which umi-request imports for its side effect (the whatwg-fetch
// polyfill): every browser of `targets` in .umirc.ts has fetch.
export {};
