import {
  WALLPAPER_SIZE_KEYS,
  WALLPAPER_SIZES,
  WALLPAPER_THEMES,
  type WallpaperLanguage,
  type WallpaperRenderInput,
  type WallpaperSizeKey,
} from '../../../../src/contract/wallpaper';

/**
 * The ready-made wallpapers: code of the kind the generator writes, each in its own theme and
 * background, at every size preset. Rendered by the real engine on first request.
 */

export interface GalleryEntry {
  id: string;
  title: string;
  size: WallpaperSizeKey;
  language: WallpaperLanguage;
  settings: WallpaperRenderInput;
}

interface Snippet {
  key: string;
  title: string;
  language: WallpaperLanguage;
  theme: (typeof WALLPAPER_THEMES)[number]['id'];
  background: string;
  file: string;
  code: string;
}

const SNIPPETS: Snippet[] = [
  {
    key: 'java-entity',
    title: 'Java entity',
    language: 'java',
    theme: 'dracula',
    background: 'violet',
    file: 'User.java',
    code: `@Data
@TableName("sys_user")
public class User implements Serializable {
    /** 用户编号 */
    @TableId(type = IdType.AUTO)
    private Long id;

    /** 登录邮箱 */
    private String email;

    private String nickname;
    private LocalDateTime createdAt;
}`,
  },
  {
    key: 'kotlin-data',
    title: 'Kotlin data class',
    language: 'kotlin',
    theme: 'github-light',
    background: 'peach',
    file: 'Order.kt',
    code: `data class Order(
    val id: Long,
    val userId: Long,
    val amount: BigDecimal,
    val status: OrderStatus = OrderStatus.PENDING,
    val paidAt: Instant? = null,
) {
    fun isPaid(): Boolean = status == OrderStatus.PAID
}`,
  },
  {
    key: 'ts-interface',
    title: 'TypeScript interface',
    language: 'typescript',
    theme: 'tokyo-night',
    background: 'midnight',
    file: 'article.ts',
    code: `export interface Article {
  id: number;
  title: string;
  // 文章摘要
  summary?: string;
  tags: string[];
  publishedAt: Date;
}

export const isPublished = (a: Article): boolean =>
  a.publishedAt.getTime() <= Date.now();`,
  },
  {
    key: 'go-struct',
    title: 'Go struct',
    language: 'go',
    theme: 'nord',
    background: 'ocean',
    file: 'product.go',
    code: `type Product struct {
	ID        int64     \`json:"id" gorm:"primaryKey"\`
	Name      string    \`json:"name"\`
	Price     float64   \`json:"price"\`
	CreatedAt time.Time \`json:"createdAt"\`
}

func (p *Product) Discount(rate float64) float64 {
	return p.Price * (1 - rate)
}`,
  },
  {
    key: 'python-dataclass',
    title: 'Python dataclass',
    language: 'python',
    theme: 'catppuccin-latte',
    background: 'sunset',
    file: 'comment.py',
    code: `@dataclass
class Comment:
    id: int
    author: str
    content: str  # 评论内容
    likes: int = 0
    created_at: datetime = field(default_factory=datetime.now)

    def like(self) -> None:
        self.likes += 1`,
  },
  {
    key: 'sql-ddl',
    title: 'SQL table',
    language: 'sql',
    theme: 'one-dark-pro',
    background: 'forest',
    file: 'schema.sql',
    code: `CREATE TABLE sys_user (
  id         BIGINT PRIMARY KEY AUTO_INCREMENT,
  email      VARCHAR(254) NOT NULL UNIQUE COMMENT '邮箱',
  nickname   VARCHAR(64)  NOT NULL DEFAULT '',
  balance    DECIMAL(10, 2) NOT NULL DEFAULT 0,
  created_at DATETIME     NOT NULL DEFAULT CURRENT_TIMESTAMP
);`,
  },
];

const SIZE_LABEL: Record<WallpaperSizeKey, string> = {
  phone: 'Phone',
  laptop: 'Laptop',
  '2k': '2K',
  '4k': '4K',
};

export const GALLERY: GalleryEntry[] = SNIPPETS.flatMap((snippet) =>
  WALLPAPER_SIZE_KEYS.map((size) => {
    const { width, height } = WALLPAPER_SIZES[size];
    const theme = WALLPAPER_THEMES.find((t) => t.id === snippet.theme);
    return {
      id: `${snippet.key}-${size}`,
      title: `${snippet.title} · ${theme?.label ?? snippet.theme} · ${SIZE_LABEL[size]}`,
      size,
      language: snippet.language,
      settings: {
        code: snippet.code,
        language: snippet.language,
        theme: snippet.theme,
        background: snippet.background,
        title: snippet.file,
        width,
        height,
        // Large on purpose: the engine shrinks it to fit the picture
        fontSize: Math.min(96, Math.round(Math.min(width, height) / 24)),
        padding: Math.round(Math.min(width, height) / 40),
        lineNumbers: true,
      },
    };
  }),
);
