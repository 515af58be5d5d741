'use strict';

/**
 * The browser build's `side-channel` (qs, under umi-request, keeps its cycle and overflow marks in
 * one): the same API over a WeakMap for objects and a Map for other keys. The package tells apart
 * engines this app does not target, through get-intrinsic, object-inspect and call-bind: 60 KB of
 * source in the calls' chunk, evaluated before a page's first call.
 */
module.exports = function getSideChannel() {
  let objects;
  let others;
  const isObject = (key) => (typeof key === 'object' && key !== null) || typeof key === 'function';
  const store = (key, create) => {
    if (isObject(key)) return objects || (create ? (objects = new WeakMap()) : undefined);
    return others || (create ? (others = new Map()) : undefined);
  };
  const channel = {
    assert(key) {
      if (!channel.has(key)) throw new TypeError(`Side channel does not contain ${String(key)}`);
    },
    delete(key) {
      const map = store(key, false);
      return map ? map.delete(key) : false;
    },
    get(key) {
      const map = store(key, false);
      return map ? map.get(key) : undefined;
    },
    has(key) {
      const map = store(key, false);
      return map ? map.has(key) : false;
    },
    set(key, value) {
      store(key, true).set(key, value);
    },
  };
  return channel;
};
