import type { ProviderId } from '../../../../src/contract/sponsor';
import { AlipayProvider } from './alipay';
import type { PaymentConfig } from './config';
import type { PayProvider } from './provider';
import { SandboxProvider } from './sandbox';
import { StripeProvider } from './stripe';
import { WechatPayProvider } from './wechat';

/** The providers this server offers: each one whose settings are complete. */
export function createProviders(config: PaymentConfig): Map<ProviderId, PayProvider> {
  const providers = new Map<ProviderId, PayProvider>();
  const add = (provider: PayProvider) => providers.set(provider.id, provider);
  if (config.alipay) add(new AlipayProvider(config.alipay));
  if (config.wechat) add(new WechatPayProvider(config.wechat));
  if (config.stripe) add(new StripeProvider(config.stripe));
  if (config.sandboxSecret) add(new SandboxProvider(config.sandboxSecret));
  return providers;
}
