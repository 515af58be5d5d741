import type { ProviderId } from '../../../../src/contract/sponsor';
import type * as AlipayModule from './alipay';
import type { PaymentConfig } from './config';
import type { PayProvider } from './provider';
import { SandboxProvider } from './sandbox';
import type * as StripeModule from './stripe';
import { WechatPayProvider } from './wechat';

/**
 * The providers this server offers: each one whose settings are complete. The Alipay and Stripe
 * SDKs (12 MB of heap together) are loaded only when their provider is configured.
 */
export function createProviders(config: PaymentConfig): Map<ProviderId, PayProvider> {
  const providers = new Map<ProviderId, PayProvider>();
  const add = (provider: PayProvider) => providers.set(provider.id, provider);
  if (config.alipay) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { AlipayProvider } = require('./alipay') as typeof AlipayModule;
    add(new AlipayProvider(config.alipay));
  }
  if (config.wechat) add(new WechatPayProvider(config.wechat));
  if (config.stripe) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { StripeProvider } = require('./stripe') as typeof StripeModule;
    add(new StripeProvider(config.stripe));
  }
  if (config.sandboxSecret) add(new SandboxProvider(config.sandboxSecret));
  return providers;
}
