// The one export antd's ConfigProvider (its MotionWrapper) takes from rc-motion, from the module
// rc-motion's index itself re-exports it from. See `motion-provider-only` in .umirc.ts.
export { default as Provider } from 'rc-motion/es/context';
