import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';

/** A centred spinner standing in for content that is still loading. */
export function LoadingBlock() {
  return (
    <Flex justify="center" style={{ padding: 32 }} data-testid="loading">
      <Spin size="large" />
    </Flex>
  );
}
