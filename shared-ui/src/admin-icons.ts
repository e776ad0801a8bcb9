/**
 * The icons of the management screens (lists, the task editor, the text editor's toolbar), each
 * imported alone so only these are bundled. A kit of their own, loaded only by the screens that
 * draw them, so the pages every visitor opens do not carry them (./icons holds those pages' icons).
 */
export { default as PlusOutlined } from '@ant-design/icons/es/icons/PlusOutlined';
export { default as EditOutlined } from '@ant-design/icons/es/icons/EditOutlined';
export { default as DeleteOutlined } from '@ant-design/icons/es/icons/DeleteOutlined';
export { default as ArrowUpOutlined } from '@ant-design/icons/es/icons/ArrowUpOutlined';
export { default as ArrowDownOutlined } from '@ant-design/icons/es/icons/ArrowDownOutlined';
export { default as DownloadOutlined } from '@ant-design/icons/es/icons/DownloadOutlined';
export { default as EyeOutlined } from '@ant-design/icons/es/icons/EyeOutlined';
export { default as BoldOutlined } from '@ant-design/icons/es/icons/BoldOutlined';
export { default as ItalicOutlined } from '@ant-design/icons/es/icons/ItalicOutlined';
export { default as UnorderedListOutlined } from '@ant-design/icons/es/icons/UnorderedListOutlined';
export { default as OrderedListOutlined } from '@ant-design/icons/es/icons/OrderedListOutlined';
export { default as LinkOutlined } from '@ant-design/icons/es/icons/LinkOutlined';
export { default as UndoOutlined } from '@ant-design/icons/es/icons/UndoOutlined';
export { default as RedoOutlined } from '@ant-design/icons/es/icons/RedoOutlined';
