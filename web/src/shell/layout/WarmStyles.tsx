// The antd components of a usual list page (search form, table, pagination, side tree, drawers), rendered
// once into a node outside the document through a portal: the console's theme and size apply (same
// context, so the same style keys), nothing shows, nothing is in the accessibility tree or in a test's
// locators. It stays mounted: the style cache drops a style when the last component using it unmounts.
import {
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Drawer,
  Form,
  Input,
  Modal,
  Pagination,
  Radio,
  Row,
  Select,
  Space,
  Spin,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { TreeList } from '../tree/SideTree';

const COLUMNS = [{ title: '', dataIndex: 'id' }];

export function WarmStyles() {
  const [container] = useState(() => document.createElement('div'));
  return createPortal(
    <>
      <Form layout="inline">
        <Row>
          <Col span={6}>
            <Form.Item label="名称">
              <Input allowClear />
            </Form.Item>
          </Col>
        </Row>
        <Select />
        <DatePicker.RangePicker />
        <Checkbox />
        <Radio />
      </Form>
      <Space>
        <Button>查询</Button>
      </Space>
      <Card>
        <Table rowKey="id" rowSelection={{}} columns={COLUMNS} dataSource={[]} pagination={false} />
      </Card>
      <Pagination total={1} showSizeChanger showQuickJumper />
      <Tag />
      <Spin />
      <TreeList treeData={[]} />
      <Drawer open={false} />
      <Modal open={false} />
    </>,
    container,
  );
}
