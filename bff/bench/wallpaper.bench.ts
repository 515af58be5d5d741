/**
 * `npm run bench` (last): what a wallpaper costs. A 40-line Java snippet (with a CJK comment) at
 * 1920×1080, each figure the median of several runs after a warm-up:
 * - the engine in this process: SVG (shiki + satori) and PNG (+ resvg), and 4K PNG for scale;
 * - through the wallpaper worker pool, as the server renders (adds the process hop);
 * - a repeated request, answered from the render cache.
 */
import { wallpaperRenderBody } from '../../src/contract/wallpaper';
import { renderWallpaper as renderInProcess } from '../src/domain/wallpaper/engine';
import { closeWallpaperPool, WallpaperPool } from '../src/domain/wallpaper/pool';
import { clearWallpaperCache, renderWallpaper as renderCached } from '../src/services/wallpaper';
import { f2, RUNS, table, time } from './support';

const SNIPPET = [
  'package com.example.shop.order;',
  '',
  'import java.math.BigDecimal;',
  'import java.time.LocalDateTime;',
  'import lombok.Data;',
  '',
  '/** 订单实体：一次下单的全部信息 */',
  '@Data',
  '@TableName("shop_order")',
  'public class Order implements Serializable {',
  '    private static final long serialVersionUID = 1L;',
  '',
  '    @TableId(type = IdType.AUTO)',
  '    private Long id;',
  '    private Long userId;',
  '    private String orderNo;',
  '    private BigDecimal amount;',
  '    private Integer status;',
  '    private LocalDateTime createdAt;',
  '    private LocalDateTime paidAt;',
  '',
  '    public boolean isPaid() {',
  '        return status != null && status == 2;',
  '    }',
  '',
  '    public BigDecimal discounted(BigDecimal rate) {',
  '        if (rate == null || rate.signum() <= 0) {',
  '            return amount;',
  '        }',
  '        return amount.multiply(BigDecimal.ONE.subtract(rate));',
  '    }',
  '',
  '    @Override',
  '    public String toString() {',
  '        return "Order{" + "id=" + id + ", orderNo=" + orderNo + "}";',
  '    }',
  '',
  '    // 状态：0 待支付，1 已取消，2 已支付',
  '    public static final int PAID = 2;',
  '}',
].join('\n');

const settings = (width: number, height: number, format: 'png' | 'svg') =>
  wallpaperRenderBody.parse({
    code: SNIPPET,
    language: 'java',
    theme: 'dracula',
    width,
    height,
    format,
    fontSize: 28,
    lineNumbers: true,
    highlightLines: [7, 8],
    title: 'Order.java',
  });

async function main(): Promise<void> {
  if (SNIPPET.split('\n').length !== 40) throw new Error('The snippet must be 40 lines');
  const svg = settings(1920, 1080, 'svg');
  const png = settings(1920, 1080, 'png');
  const png4k = settings(3840, 2160, 'png');

  const inProcess = [
    ['SVG 1920×1080', await time(() => renderInProcess({ settings: svg }))],
    ['PNG 1920×1080', await time(() => renderInProcess({ settings: png }))],
    ['PNG 3840×2160', await time(() => renderInProcess({ settings: png4k }), 7)],
  ] as const;

  const pool = new WallpaperPool({ size: 1 });
  await pool.whenReady();
  const pooled = [
    ['SVG 1920×1080', await time(() => pool.render({ settings: svg }))],
    ['PNG 1920×1080', await time(() => pool.render({ settings: png }))],
  ] as const;
  await pool.close();

  clearWallpaperCache();
  await renderCached({ settings: png });
  const cached = await time(() => renderCached({ settings: png }));
  await closeWallpaperPool();

  console.log(`Wallpaper: a 40-line Java snippet (median of ${RUNS} runs, 7 for 4K; ms)`);
  table(
    ['render', 'ms'],
    [
      ...inProcess.map(([name, ms]) => [`engine in process: ${name}`, f2(ms)]),
      ...pooled.map(([name, ms]) => [`worker pool: ${name}`, f2(ms)]),
      ['cache hit: PNG 1920×1080', f2(cached)],
    ],
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
