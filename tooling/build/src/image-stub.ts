/** What an imported image is in a jest test: a URL-like string, as webpack's asset modules give. */
const imageUrl = 'test-image-stub.png';
export default imageUrl;
