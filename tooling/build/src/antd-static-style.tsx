import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd/lib';
import MenuOutlined from '@ant-design/icons/lib/icons/MenuOutlined';
import type { ThemeConfig } from 'antd/lib/config-provider';

type Antd = typeof antd;
type AnyComponent = ComponentType<Record<string, unknown>>;

/**
 * How a component is rendered so that every style hook it can run at all runs once: sub-parts
 * present, popups as their static panels, the tag colours that have their own style. A folder
 * not listed renders its component with no props.
 */
const renderers: Record<string, (kit: Antd) => ReactElement> = {
  'date-picker': ({ DatePicker }) => (
    <>
      <DatePicker />
      <DatePicker.RangePicker />
      <DatePicker._InternalPanelDoNotUseOrYouWillBeFired />
    </>
  ),
  drawer: ({ Drawer }) => <Drawer._InternalPanelDoNotUseOrYouWillBeFired />,
  dropdown: ({ Dropdown }) => (
    <>
      <Dropdown menu={{ items: [] }}>
        <span />
      </Dropdown>
      <Dropdown._InternalPanelDoNotUseOrYouWillBeFired menu={{ items: [{ key: 'a', label: 'a' }] }} />
    </>
  ),
  form: ({ Form, Input }) => (
    <Form>
      <Form.Item label="a" help="b" validateStatus="error" extra="c">
        <Input />
      </Form.Item>
    </Form>
  ),
  grid: ({ Row, Col }) => (
    <Row>
      <Col />
    </Row>
  ),
  input: ({ Input }) => (
    <>
      <Input />
      <Input.TextArea />
      <Input.Password />
      <Input.Search />
      <Input.OTP />
    </>
  ),
  layout: ({ Layout }) => (
    <Layout>
      <Layout.Header />
      <Layout.Sider />
      <Layout.Content />
      <Layout.Footer />
    </Layout>
  ),
  list: ({ List }) => <List dataSource={['a']} renderItem={(item: string) => <List.Item>{item}</List.Item>} />,
  menu: ({ Menu }) => <Menu items={[{ key: 'a', label: 'a' }, { type: 'divider' }, { key: 's', label: 's', children: [{ key: 'b', label: 'b' }] }]} />,
  popconfirm: ({ Popconfirm }) => <Popconfirm._InternalPanelDoNotUseOrYouWillBeFired title="a" />,
  popover: ({ Popover }) => <Popover._InternalPanelDoNotUseOrYouWillBeFired content="a" />,
  radio: ({ Radio }) => (
    <Radio.Group>
      <Radio />
      <Radio.Button />
    </Radio.Group>
  ),
  select: ({ Select }) => (
    <>
      <Select />
      <Select mode="multiple" />
      <Select._InternalPanelDoNotUseOrYouWillBeFired />
    </>
  ),
  space: ({ Input, Space }) => (
    <Space>
      <Space.Compact>
        <Space.Addon>a</Space.Addon>
        <Input />
      </Space.Compact>
    </Space>
  ),
  table: ({ Table }) => <Table rowSelection={{}} columns={[{ title: 'a', dataIndex: 'a', sorter: true }]} dataSource={[{ key: 1, a: 1 }]} />,
  tabs: ({ Tabs }) => <Tabs items={[{ key: 'a', label: 'a', children: 'a' }]} />,
  tag: ({ Tag }) => (
    <>
      <Tag />
      <Tag color="green" />
      <Tag color="success" />
    </>
  ),
  tooltip: ({ Tooltip }) => <Tooltip._InternalPanelDoNotUseOrYouWillBeFired title="a" />,
  typography: ({ Typography }) => (
    <Typography>
      <Typography.Title />
      <Typography.Paragraph />
      <Typography.Text />
      <Typography.Link />
    </Typography>
  ),
  upload: ({ Upload }) => (
    <>
      <Upload />
      <Upload.Dragger />
    </>
  ),
};

/** antd's component of a folder: 'date-picker' -> DatePicker. */
function componentOf(folder: string): AnyComponent | undefined {
  const name = folder.replace(/(^|-)([a-z])/g, (_match: string, _dash: string, letter: string) => letter.toUpperCase());
  const exported = (antd as unknown as Record<string, unknown>)[name];
  return typeof exported === 'function' || (typeof exported === 'object' && exported !== null) ? (exported as AnyComponent) : undefined;
}

/** Token blocks of antd's inner ConfigProviders, keyed by React's useId: the page makes its own. */
const INNER_PROVIDER_VARS = /\.css-var-_[^{]*\{[^}]*\}/g;

/**
 * The stylesheets antd would write at run time for these groups of component folders
 * (`antd/es/<folder>`) in this theme: component styles, the theme's CSS variables and each
 * component's variables, as plain CSS, one sheet per group, each without what an earlier
 * group's sheet already holds. Rendered in node, the way antd builds its own antd.css, but
 * only for the components the page can show and with the site's theme. The theme must fix
 * `cssVar.key` and set `hashed: false`, as the page's ConfigProvider does, so the selectors match.
 */
export function extractAntdStyle(theme: ThemeConfig, groups: readonly Iterable<string>[]): string[] {
  const cache = createCache();
  // The page runs antd with zeroRuntime; here the style hooks must run to be recorded.
  const buildTheme: ThemeConfig = { ...theme, zeroRuntime: false };
  return groups.map((folders) => {
    const nodes: ReactElement[] = [];
    for (const folder of [...new Set(folders)].sort()) {
      const render = renderers[folder];
      if (render) {
        nodes.push(<div key={folder}>{render(antd)}</div>);
        continue;
      }
      const Component = componentOf(folder);
      if (Component) nodes.push(<Component key={folder} />);
    }
    renderToString(
      <StyleProvider cache={cache}>
        <antd.ConfigProvider theme={buildTheme}>{nodes}</antd.ConfigProvider>
      </StyleProvider>,
    );
    // The cache-path record only helps hydration of server-rendered styles, which the page never does.
    return extractStyle(cache, { plain: true, once: true })
      .replace(/\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}/, '')
      .replace(INNER_PROVIDER_VARS, '');
  });
}

/** What a build-time page frame is drawn with: antd's components and the icons the frame needs. */
export type StaticFrameKit = Antd & { icons: { MenuOutlined: AnyComponent } };

/**
 * Markup of antd components rendered in node with the page's theme, for HTML the page shows
 * before any script runs (the shell's header and frame). Same classes as React renders later,
 * so the static stylesheet styles it and nothing moves when React takes over.
 */
export function renderStaticMarkup(theme: ThemeConfig, draw: (kit: StaticFrameKit) => ReactElement): string {
  const kit: StaticFrameKit = Object.assign(Object.create(antd) as Antd, { icons: { MenuOutlined } });
  return renderToString(<antd.ConfigProvider theme={theme}>{draw(kit)}</antd.ConfigProvider>);
}
