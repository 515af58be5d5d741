import {
  ApiOutlined,
  ArrowRightOutlined,
  BulbOutlined,
  CodeOutlined,
  ConsoleSqlOutlined,
  DatabaseOutlined,
  FileExcelOutlined,
  FileTextOutlined,
  FormOutlined,
  LayoutOutlined,
  RobotOutlined,
  TableOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Alert, Button, Skeleton } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Link, useDispatch, useIntl, useSelector } from 'umi';
import type { RootState } from '@/models/rootState';
import styles from './index.less';
import homeModel from '@/models/home';
import { useModels } from '@/models/useModels';
import { useT } from '@/hooks/useT';

const SAMPLE_SQL = `CREATE TABLE user_account (
  id         BIGINT PRIMARY KEY AUTO_INCREMENT COMMENT 'primary key',
  email      VARCHAR(254) NOT NULL UNIQUE COMMENT 'sign-in e-mail',
  created_at DATETIME NOT NULL COMMENT 'created at'
) COMMENT 'accounts';`;

const SAMPLE_JAVA = `/** accounts */
public class UserAccount {
    /** primary key */
    private Long id;
    /** sign-in e-mail */
    private String email;
    /** created at */
    private LocalDateTime createdAt;
}`;

const PARSES: { key: string; icon: ReactNode }[] = [
  { key: 'sql', icon: <ConsoleSqlOutlined /> },
  { key: 'insert', icon: <DatabaseOutlined /> },
  { key: 'json', icon: <ApiOutlined /> },
  { key: 'class', icon: <CodeOutlined /> },
  { key: 'table', icon: <FileExcelOutlined /> },
  { key: 'ai', icon: <RobotOutlined /> },
];

const GENERATES: { key: string; icon: ReactNode }[] = [
  { key: 'entity', icon: <TableOutlined /> },
  { key: 'persistence', icon: <DatabaseOutlined /> },
  { key: 'api', icon: <ThunderboltOutlined /> },
  { key: 'front', icon: <LayoutOutlined /> },
];

const STEPS: { key: string; icon: ReactNode }[] = [
  { key: '1', icon: <FileTextOutlined /> },
  { key: '2', icon: <FormOutlined /> },
  { key: '3', icon: <CodeOutlined /> },
];

/**
 * Home tips not yet dismissed: an account's reads are kept by the server, an anonymous visitor's
 * in local storage. Hidden when there is nothing to show.
 */
function Tips() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const tips = useSelector((state: RootState) => state.home.tips);
  const signedIn = useSelector((state: RootState) => state.user.signedIn);
  const loading = useSelector(
    (state: RootState) => state.loading.effects['home/fetchTips'] ?? false,
  );
  const marking = useSelector(
    (state: RootState) => state.loading.effects['home/updateRead'] ?? false,
  );

  // Signing in or out changes whose reads count.
  useEffect(() => {
    dispatch({ type: 'home/fetchTips', payload: { type: 'home' } });
  }, [dispatch, signedIn]);

  if (!loading && tips.length === 0) return null;

  return (
    <section className={styles.tips} aria-label={intl.formatMessage({ id: 'home.tips.title' })}>
      <h4 className={styles.tipsTitle}>
        <BulbOutlined /> {intl.formatMessage({ id: 'home.tips.title' })}
      </h4>
      {tips.length === 0 ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : (
        tips.map((tip) => (
          <Alert
            key={tip.id}
            className={styles.tip}
            type="info"
            showIcon
            message={tip.title}
            description={
              <>
                {tip.content}{' '}
                {tip.link?.startsWith('/') ? (
                  // A page of this site opens in place; other sites in a new tab.
                  <Link to={tip.link}>{intl.formatMessage({ id: 'home.tips.more' })}</Link>
                ) : (
                  tip.link && (
                    <a href={tip.link} target="_blank" rel="noreferrer">
                      {intl.formatMessage({ id: 'home.tips.more' })}
                    </a>
                  )
                )}
              </>
            }
            action={
              <Button
                size="small"
                loading={marking}
                onClick={() => dispatch({ type: 'home/updateRead', payload: { id: tip.id } })}
              >
                {intl.formatMessage({ id: 'home.tips.markRead' })}
              </Button>
            }
          />
        ))
      )}
    </section>
  );
}

export default function HomePage() {
  useModels(homeModel);
  const t = useT();

  return (
    <div className={styles.home}>
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <span className={styles.badge}>{t('home.badge')}</span>
          <h1 className={styles.headline}>{t('home.headline')}</h1>
          <p className={styles.subtitle}>{t('home.subtitle')}</p>
          <div className={styles.ctas}>
            <Link to="/text" className="link-button link-button-large">
              <FileTextOutlined />
              {t('home.cta.text')}
            </Link>
            <Link to="/code-generate" className="link-button link-button-large link-button-ghost">
              <CodeOutlined />
              {t('home.cta.generate')}
            </Link>
          </div>
          <Link to="/code-generate/guide" className={styles.guideLink}>
            {t('home.cta.guide')} <ArrowRightOutlined />
          </Link>
        </div>
        <figure className={styles.example} aria-label={t('home.example.caption')}>
          <div className={styles.window}>
            <div className={styles.windowBar}>
              <span />
              <span />
              <span />
              <em>{t('home.example.input')}</em>
            </div>
            <pre className={styles.code}>{SAMPLE_SQL}</pre>
          </div>
          <div className={styles.arrow} aria-hidden>
            <ArrowRightOutlined />
          </div>
          <div className={`${styles.window} ${styles.windowDark}`}>
            <div className={styles.windowBar}>
              <span />
              <span />
              <span />
              <em>{t('home.example.output')}</em>
            </div>
            <pre className={styles.code}>{SAMPLE_JAVA}</pre>
          </div>
          <figcaption>{t('home.example.caption')}</figcaption>
        </figure>
      </section>

      <Tips />

      <section className={styles.section}>
        <h2>{t('home.parses.title')}</h2>
        <p className={styles.sectionSubtitle}>{t('home.parses.subtitle')}</p>
        <div className={styles.grid3}>
          {PARSES.map((item) => (
            <div key={item.key} className={styles.feature}>
              <span className={styles.featureIcon}>{item.icon}</span>
              <h3>{t(`home.parses.${item.key}`)}</h3>
              <p>{t(`home.parses.${item.key}.desc`)}</p>
            </div>
          ))}
        </div>
      </section>

      <section className={styles.section}>
        <h2>{t('home.generates.title')}</h2>
        <p className={styles.sectionSubtitle}>{t('home.generates.subtitle')}</p>
        <div className={styles.grid4}>
          {GENERATES.map((item) => (
            <div key={item.key} className={styles.feature}>
              <span className={`${styles.featureIcon} ${styles.featureIconAlt}`}>{item.icon}</span>
              <h3>{t(`home.generates.${item.key}`)}</h3>
              <p>{t(`home.generates.${item.key}.desc`)}</p>
            </div>
          ))}
        </div>
      </section>

      <section className={styles.section}>
        <h2>{t('home.steps.title')}</h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step.key}>
              <span className={styles.stepNumber}>{step.key}</span>
              <div>
                <h3>
                  {step.icon} {t(`home.steps.${step.key}`)}
                </h3>
                <p>{t(`home.steps.${step.key}.desc`)}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className={styles.ctas}>
          <Link to="/text" className="link-button link-button-large">
            {t('home.cta.text')} <ArrowRightOutlined />
          </Link>
        </div>
      </section>
    </div>
  );
}
