import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Alert,
  Button,
  Card,
  Col,
  ConfigProvider,
  Dropdown,
  Empty,
  Form,
  Input,
  List,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Switch,
  Tabs,
  Tag,
  Tooltip,
  Typography,
  type ThemeConfig,
} from 'antd';
import { createElement as h, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * The pages that get the start-up stylesheet (paths without the router base). The home page renders
 * only a skeleton with antd at start: parsing the whole sheet would cost it more than it saves.
 */
export const START_STYLE_ROUTES = ['/text', '/code-generate'];

/**
 * What the root layout and the tool pages (START_STYLE_ROUTES) render before the visitor does
 * anything. antd makes each component's CSS in the browser the first time it renders
 * (style objects from the theme's tokens, serialised by stylis, inserted at commit): on a phone that
 * is a large share of the start-up main-thread work. Made here at build time instead, the browser
 * finds them in the stylesheet's cache-path map and skips all three steps. Components missing from
 * this list still work: antd makes their styles at run time as before (e2e/startStyles.e2e.ts
 * fails when one of these pages renders a component whose style is not here).
 */
function startComponents(): ReactElement[] {
  return [
    h(Button, { key: 'button', type: 'primary' }, 'button'),
    h(Space, { key: 'space' }, 'space'),
    h(Row, { key: 'row' }, h(Col, { span: 12 }, 'col')),
    h(Empty, { key: 'empty' }),
    h(Select, { key: 'select', options: [] }),
    h(Spin, { key: 'spin' }),
    h(Card, { key: 'card', title: 'card' }, 'card'),
    h(Tabs, { key: 'tabs', items: [{ key: 'tab', label: 'tab', children: 'tab' }] }),
    h(Alert, { key: 'alert', message: 'alert' }),
    h(Form, { key: 'form' }, h(Form.Item, { label: 'item' }, h(Input))),
    h(Input.TextArea, { key: 'textarea' }),
    h(Tooltip, { key: 'tooltip', title: 'tooltip' }, h('span')),
    h(Dropdown, { key: 'dropdown', menu: { items: [] } }, h('span')),
    h(Skeleton, { key: 'skeleton', active: true }),
    h(Tag, { key: 'tag' }, 'tag'),
    h(Tag, { key: 'tag-blue', color: 'blue' }, 'tag'),
    h(Typography.Text, { key: 'typography' }, 'text'),
    h(Switch, { key: 'switch' }),
    h(List, { key: 'list', dataSource: [] }),
  ];
}

/**
 * The start-up components' CSS for `theme`, with antd's cache-path map (the rule that tells antd in
 * the browser which styles a stylesheet already holds). Must run with the NODE_ENV of the build it
 * serves: antd names its classes differently in development.
 */
export function antdStartStyles(theme: ThemeConfig): string {
  const cache = createCache();
  // As in the app: the themed provider (src/app.tsx) around the locale plugin's, each of which
  // registers antd's icon reset with its parent's tokens.
  renderToString(
    h(
      StyleProvider,
      { cache },
      h(ConfigProvider, { theme }, h(ConfigProvider, {}, ...startComponents())),
    ),
  );
  return extractStyle(cache, { plain: true, types: ['style'] });
}
