<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="mountain" tilewidth="32" tileheight="32" tilecount="192" columns="16">
 <image source="../sprites/tiles/mountain_tiles.png" width="512" height="384"/>
 <tile id="0">
  <properties>
   <property name="corners" value="snow_high,snow_high,snow_high,snow_high"/>
   <property name="terrain" value="snow_high"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="corners" value="snow_high,snow_high,snow_high,snow_high"/>
   <property name="terrain" value="snow_high"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="corners" value="snow_high,snow_high,snow_high,snow_high"/>
   <property name="terrain" value="snow_high"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="corners" value="snow,snow,snow,snow"/>
   <property name="terrain" value="snow"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="corners" value="snow,snow,snow,snow"/>
   <property name="terrain" value="snow"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="corners" value="snow,snow,snow,snow"/>
   <property name="terrain" value="snow"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="corners" value="snow_shaded,snow_shaded,snow_shaded,snow_shaded"/>
   <property name="terrain" value="snow_shaded"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="corners" value="snow_shaded,snow_shaded,snow_shaded,snow_shaded"/>
   <property name="terrain" value="snow_shaded"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="corners" value="snow_shadow,snow_shadow,snow_shadow,snow_shadow"/>
   <property name="terrain" value="snow_shadow"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="corners" value="snow_shadow,snow_shadow,snow_shadow,snow_shadow"/>
   <property name="terrain" value="snow_shadow"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="corners" value="snow,snow_high,snow_high,snow_high"/>
   <property name="terrain" value="snow_high"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="corners" value="snow_high,snow,snow_high,snow_high"/>
   <property name="terrain" value="snow_high"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="corners" value="snow,snow,snow_high,snow_high"/>
   <property name="terrain" value="snow"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="corners" value="snow_high,snow_high,snow,snow_high"/>
   <property name="terrain" value="snow_high"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="corners" value="snow,snow_high,snow,snow_high"/>
   <property name="terrain" value="snow"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="corners" value="snow_high,snow,snow,snow_high"/>
   <property name="terrain" value="snow"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="corners" value="snow,snow,snow,snow_high"/>
   <property name="terrain" value="snow"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="corners" value="snow_high,snow_high,snow_high,snow"/>
   <property name="terrain" value="snow_high"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="corners" value="snow,snow_high,snow_high,snow"/>
   <property name="terrain" value="snow"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="corners" value="snow_high,snow,snow_high,snow"/>
   <property name="terrain" value="snow"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="corners" value="snow,snow,snow_high,snow"/>
   <property name="terrain" value="snow"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="corners" value="snow_high,snow_high,snow,snow"/>
   <property name="terrain" value="snow"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="corners" value="snow,snow_high,snow,snow"/>
   <property name="terrain" value="snow"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="corners" value="snow_high,snow,snow,snow"/>
   <property name="terrain" value="snow"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="corners" value="snow_shaded,snow,snow,snow"/>
   <property name="terrain" value="snow"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="corners" value="snow,snow_shaded,snow,snow"/>
   <property name="terrain" value="snow"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="corners" value="snow_shaded,snow_shaded,snow,snow"/>
   <property name="terrain" value="snow_shaded"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="corners" value="snow,snow,snow_shaded,snow"/>
   <property name="terrain" value="snow"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="corners" value="snow_shaded,snow,snow_shaded,snow"/>
   <property name="terrain" value="snow_shaded"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="corners" value="snow,snow_shaded,snow_shaded,snow"/>
   <property name="terrain" value="snow_shaded"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="corners" value="snow_shaded,snow_shaded,snow_shaded,snow"/>
   <property name="terrain" value="snow_shaded"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="corners" value="snow,snow,snow,snow_shaded"/>
   <property name="terrain" value="snow"/>
  </properties>
 </tile>
 <tile id="32">
  <properties>
   <property name="corners" value="snow_shaded,snow,snow,snow_shaded"/>
   <property name="terrain" value="snow_shaded"/>
  </properties>
 </tile>
 <tile id="33">
  <properties>
   <property name="corners" value="snow,snow_shaded,snow,snow_shaded"/>
   <property name="terrain" value="snow_shaded"/>
  </properties>
 </tile>
 <tile id="34">
  <properties>
   <property name="corners" value="snow_shaded,snow_shaded,snow,snow_shaded"/>
   <property name="terrain" value="snow_shaded"/>
  </properties>
 </tile>
 <tile id="35">
  <properties>
   <property name="corners" value="snow,snow,snow_shaded,snow_shaded"/>
   <property name="terrain" value="snow_shaded"/>
  </properties>
 </tile>
 <tile id="36">
  <properties>
   <property name="corners" value="snow_shaded,snow,snow_shaded,snow_shaded"/>
   <property name="terrain" value="snow_shaded"/>
  </properties>
 </tile>
 <tile id="37">
  <properties>
   <property name="corners" value="snow,snow_shaded,snow_shaded,snow_shaded"/>
   <property name="terrain" value="snow_shaded"/>
  </properties>
 </tile>
 <tile id="38">
  <properties>
   <property name="corners" value="snow_shadow,snow_shaded,snow_shaded,snow_shaded"/>
   <property name="terrain" value="snow_shaded"/>
  </properties>
 </tile>
 <tile id="39">
  <properties>
   <property name="corners" value="snow_shaded,snow_shadow,snow_shaded,snow_shaded"/>
   <property name="terrain" value="snow_shaded"/>
  </properties>
 </tile>
 <tile id="40">
  <properties>
   <property name="corners" value="snow_shadow,snow_shadow,snow_shaded,snow_shaded"/>
   <property name="terrain" value="snow_shadow"/>
  </properties>
 </tile>
 <tile id="41">
  <properties>
   <property name="corners" value="snow_shaded,snow_shaded,snow_shadow,snow_shaded"/>
   <property name="terrain" value="snow_shaded"/>
  </properties>
 </tile>
 <tile id="42">
  <properties>
   <property name="corners" value="snow_shadow,snow_shaded,snow_shadow,snow_shaded"/>
   <property name="terrain" value="snow_shadow"/>
  </properties>
 </tile>
 <tile id="43">
  <properties>
   <property name="corners" value="snow_shaded,snow_shadow,snow_shadow,snow_shaded"/>
   <property name="terrain" value="snow_shadow"/>
  </properties>
 </tile>
 <tile id="44">
  <properties>
   <property name="corners" value="snow_shadow,snow_shadow,snow_shadow,snow_shaded"/>
   <property name="terrain" value="snow_shadow"/>
  </properties>
 </tile>
 <tile id="45">
  <properties>
   <property name="corners" value="snow_shaded,snow_shaded,snow_shaded,snow_shadow"/>
   <property name="terrain" value="snow_shaded"/>
  </properties>
 </tile>
 <tile id="46">
  <properties>
   <property name="corners" value="snow_shadow,snow_shaded,snow_shaded,snow_shadow"/>
   <property name="terrain" value="snow_shadow"/>
  </properties>
 </tile>
 <tile id="47">
  <properties>
   <property name="corners" value="snow_shaded,snow_shadow,snow_shaded,snow_shadow"/>
   <property name="terrain" value="snow_shadow"/>
  </properties>
 </tile>
 <tile id="48">
  <properties>
   <property name="corners" value="snow_shadow,snow_shadow,snow_shaded,snow_shadow"/>
   <property name="terrain" value="snow_shadow"/>
  </properties>
 </tile>
 <tile id="49">
  <properties>
   <property name="corners" value="snow_shaded,snow_shaded,snow_shadow,snow_shadow"/>
   <property name="terrain" value="snow_shadow"/>
  </properties>
 </tile>
 <tile id="50">
  <properties>
   <property name="corners" value="snow_shadow,snow_shaded,snow_shadow,snow_shadow"/>
   <property name="terrain" value="snow_shadow"/>
  </properties>
 </tile>
 <tile id="51">
  <properties>
   <property name="corners" value="snow_shaded,snow_shadow,snow_shadow,snow_shadow"/>
   <property name="terrain" value="snow_shadow"/>
  </properties>
 </tile>
 <tile id="52">
  <properties>
   <property name="corners" value="snow,snow,snow,snow"/>
   <property name="terrain" value="piste"/>
  </properties>
 </tile>
 <tile id="53">
  <properties>
   <property name="corners" value="snow,snow,snow,snow"/>
   <property name="terrain" value="piste"/>
  </properties>
 </tile>
 <tile id="54">
  <properties>
   <property name="corners" value="snow,snow,snow,snow"/>
   <property name="terrain" value="piste"/>
  </properties>
 </tile>
 <tile id="55">
  <properties>
   <property name="corners" value="rock,snow,snow,snow"/>
   <property name="terrain" value="rock_edge"/>
  </properties>
 </tile>
 <tile id="56">
  <properties>
   <property name="corners" value="snow,rock,snow,snow"/>
   <property name="terrain" value="rock_edge"/>
  </properties>
 </tile>
 <tile id="57">
  <properties>
   <property name="corners" value="rock,rock,snow,snow"/>
   <property name="terrain" value="rock_edge"/>
  </properties>
 </tile>
 <tile id="58">
  <properties>
   <property name="corners" value="snow,snow,rock,snow"/>
   <property name="terrain" value="rock_edge"/>
  </properties>
 </tile>
 <tile id="59">
  <properties>
   <property name="corners" value="rock,snow,rock,snow"/>
   <property name="terrain" value="rock_edge"/>
  </properties>
 </tile>
 <tile id="60">
  <properties>
   <property name="corners" value="snow,rock,rock,snow"/>
   <property name="terrain" value="rock_edge"/>
  </properties>
 </tile>
 <tile id="61">
  <properties>
   <property name="corners" value="rock,rock,rock,snow"/>
   <property name="terrain" value="rock_edge"/>
  </properties>
 </tile>
 <tile id="62">
  <properties>
   <property name="corners" value="snow,snow,snow,rock"/>
   <property name="terrain" value="rock_edge"/>
  </properties>
 </tile>
 <tile id="63">
  <properties>
   <property name="corners" value="rock,snow,snow,rock"/>
   <property name="terrain" value="rock_edge"/>
  </properties>
 </tile>
 <tile id="64">
  <properties>
   <property name="corners" value="snow,rock,snow,rock"/>
   <property name="terrain" value="rock_edge"/>
  </properties>
 </tile>
 <tile id="65">
  <properties>
   <property name="corners" value="rock,rock,snow,rock"/>
   <property name="terrain" value="rock_edge"/>
  </properties>
 </tile>
 <tile id="66">
  <properties>
   <property name="corners" value="snow,snow,rock,rock"/>
   <property name="terrain" value="rock_edge"/>
  </properties>
 </tile>
 <tile id="67">
  <properties>
   <property name="corners" value="rock,snow,rock,rock"/>
   <property name="terrain" value="rock_edge"/>
  </properties>
 </tile>
 <tile id="68">
  <properties>
   <property name="corners" value="snow,rock,rock,rock"/>
   <property name="terrain" value="rock_edge"/>
  </properties>
 </tile>
 <tile id="69">
  <properties>
   <property name="corners" value="rock,rock,rock,rock"/>
   <property name="terrain" value="rock"/>
  </properties>
 </tile>
 <tile id="70">
  <properties>
   <property name="corners" value="rock,rock,rock,rock"/>
   <property name="terrain" value="rock"/>
  </properties>
 </tile>
 <tile id="71">
  <properties>
   <property name="corners" value="rock,rock,rock,rock"/>
   <property name="terrain" value="rock"/>
  </properties>
 </tile>
 <tile id="72">
  <properties>
   <property name="corners" value="ice,snow,snow,snow"/>
   <property name="terrain" value="ice_edge"/>
  </properties>
 </tile>
 <tile id="73">
  <properties>
   <property name="corners" value="snow,ice,snow,snow"/>
   <property name="terrain" value="ice_edge"/>
  </properties>
 </tile>
 <tile id="74">
  <properties>
   <property name="corners" value="ice,ice,snow,snow"/>
   <property name="terrain" value="ice_edge"/>
  </properties>
 </tile>
 <tile id="75">
  <properties>
   <property name="corners" value="snow,snow,ice,snow"/>
   <property name="terrain" value="ice_edge"/>
  </properties>
 </tile>
 <tile id="76">
  <properties>
   <property name="corners" value="ice,snow,ice,snow"/>
   <property name="terrain" value="ice_edge"/>
  </properties>
 </tile>
 <tile id="77">
  <properties>
   <property name="corners" value="snow,ice,ice,snow"/>
   <property name="terrain" value="ice_edge"/>
  </properties>
 </tile>
 <tile id="78">
  <properties>
   <property name="corners" value="ice,ice,ice,snow"/>
   <property name="terrain" value="ice_edge"/>
  </properties>
 </tile>
 <tile id="79">
  <properties>
   <property name="corners" value="snow,snow,snow,ice"/>
   <property name="terrain" value="ice_edge"/>
  </properties>
 </tile>
 <tile id="80">
  <properties>
   <property name="corners" value="ice,snow,snow,ice"/>
   <property name="terrain" value="ice_edge"/>
  </properties>
 </tile>
 <tile id="81">
  <properties>
   <property name="corners" value="snow,ice,snow,ice"/>
   <property name="terrain" value="ice_edge"/>
  </properties>
 </tile>
 <tile id="82">
  <properties>
   <property name="corners" value="ice,ice,snow,ice"/>
   <property name="terrain" value="ice_edge"/>
  </properties>
 </tile>
 <tile id="83">
  <properties>
   <property name="corners" value="snow,snow,ice,ice"/>
   <property name="terrain" value="ice_edge"/>
  </properties>
 </tile>
 <tile id="84">
  <properties>
   <property name="corners" value="ice,snow,ice,ice"/>
   <property name="terrain" value="ice_edge"/>
  </properties>
 </tile>
 <tile id="85">
  <properties>
   <property name="corners" value="snow,ice,ice,ice"/>
   <property name="terrain" value="ice_edge"/>
  </properties>
 </tile>
 <tile id="86">
  <properties>
   <property name="corners" value="ice,ice,ice,ice"/>
   <property name="terrain" value="ice"/>
  </properties>
 </tile>
 <tile id="87">
  <properties>
   <property name="corners" value="ice,ice,ice,ice"/>
   <property name="terrain" value="ice"/>
  </properties>
 </tile>
 <tile id="88">
  <properties>
   <property name="corners" value="meadow,snow,snow,snow"/>
   <property name="terrain" value="meadow_edge"/>
  </properties>
 </tile>
 <tile id="89">
  <properties>
   <property name="corners" value="snow,meadow,snow,snow"/>
   <property name="terrain" value="meadow_edge"/>
  </properties>
 </tile>
 <tile id="90">
  <properties>
   <property name="corners" value="meadow,meadow,snow,snow"/>
   <property name="terrain" value="meadow_edge"/>
  </properties>
 </tile>
 <tile id="91">
  <properties>
   <property name="corners" value="snow,snow,meadow,snow"/>
   <property name="terrain" value="meadow_edge"/>
  </properties>
 </tile>
 <tile id="92">
  <properties>
   <property name="corners" value="meadow,snow,meadow,snow"/>
   <property name="terrain" value="meadow_edge"/>
  </properties>
 </tile>
 <tile id="93">
  <properties>
   <property name="corners" value="snow,meadow,meadow,snow"/>
   <property name="terrain" value="meadow_edge"/>
  </properties>
 </tile>
 <tile id="94">
  <properties>
   <property name="corners" value="meadow,meadow,meadow,snow"/>
   <property name="terrain" value="meadow_edge"/>
  </properties>
 </tile>
 <tile id="95">
  <properties>
   <property name="corners" value="snow,snow,snow,meadow"/>
   <property name="terrain" value="meadow_edge"/>
  </properties>
 </tile>
 <tile id="96">
  <properties>
   <property name="corners" value="meadow,snow,snow,meadow"/>
   <property name="terrain" value="meadow_edge"/>
  </properties>
 </tile>
 <tile id="97">
  <properties>
   <property name="corners" value="snow,meadow,snow,meadow"/>
   <property name="terrain" value="meadow_edge"/>
  </properties>
 </tile>
 <tile id="98">
  <properties>
   <property name="corners" value="meadow,meadow,snow,meadow"/>
   <property name="terrain" value="meadow_edge"/>
  </properties>
 </tile>
 <tile id="99">
  <properties>
   <property name="corners" value="snow,snow,meadow,meadow"/>
   <property name="terrain" value="meadow_edge"/>
  </properties>
 </tile>
 <tile id="100">
  <properties>
   <property name="corners" value="meadow,snow,meadow,meadow"/>
   <property name="terrain" value="meadow_edge"/>
  </properties>
 </tile>
 <tile id="101">
  <properties>
   <property name="corners" value="snow,meadow,meadow,meadow"/>
   <property name="terrain" value="meadow_edge"/>
  </properties>
 </tile>
 <tile id="102">
  <properties>
   <property name="corners" value="meadow,meadow,meadow,meadow"/>
   <property name="terrain" value="meadow"/>
  </properties>
 </tile>
 <tile id="103">
  <properties>
   <property name="corners" value="meadow,meadow,meadow,meadow"/>
   <property name="terrain" value="meadow"/>
  </properties>
 </tile>
 <tile id="104">
  <properties>
   <property name="corners" value="meadow,meadow,meadow,meadow"/>
   <property name="terrain" value="meadow"/>
  </properties>
 </tile>
 <tile id="105">
  <properties>
   <property name="corners" value="water,snow,snow,snow"/>
   <property name="terrain" value="water_edge"/>
  </properties>
 </tile>
 <tile id="106">
  <properties>
   <property name="corners" value="snow,water,snow,snow"/>
   <property name="terrain" value="water_edge"/>
  </properties>
 </tile>
 <tile id="107">
  <properties>
   <property name="corners" value="water,water,snow,snow"/>
   <property name="terrain" value="water_edge"/>
  </properties>
 </tile>
 <tile id="108">
  <properties>
   <property name="corners" value="snow,snow,water,snow"/>
   <property name="terrain" value="water_edge"/>
  </properties>
 </tile>
 <tile id="109">
  <properties>
   <property name="corners" value="water,snow,water,snow"/>
   <property name="terrain" value="water_edge"/>
  </properties>
 </tile>
 <tile id="110">
  <properties>
   <property name="corners" value="snow,water,water,snow"/>
   <property name="terrain" value="water_edge"/>
  </properties>
 </tile>
 <tile id="111">
  <properties>
   <property name="corners" value="water,water,water,snow"/>
   <property name="terrain" value="water_edge"/>
  </properties>
 </tile>
 <tile id="112">
  <properties>
   <property name="corners" value="snow,snow,snow,water"/>
   <property name="terrain" value="water_edge"/>
  </properties>
 </tile>
 <tile id="113">
  <properties>
   <property name="corners" value="water,snow,snow,water"/>
   <property name="terrain" value="water_edge"/>
  </properties>
 </tile>
 <tile id="114">
  <properties>
   <property name="corners" value="snow,water,snow,water"/>
   <property name="terrain" value="water_edge"/>
  </properties>
 </tile>
 <tile id="115">
  <properties>
   <property name="corners" value="water,water,snow,water"/>
   <property name="terrain" value="water_edge"/>
  </properties>
 </tile>
 <tile id="116">
  <properties>
   <property name="corners" value="snow,snow,water,water"/>
   <property name="terrain" value="water_edge"/>
  </properties>
 </tile>
 <tile id="117">
  <properties>
   <property name="corners" value="water,snow,water,water"/>
   <property name="terrain" value="water_edge"/>
  </properties>
 </tile>
 <tile id="118">
  <properties>
   <property name="corners" value="snow,water,water,water"/>
   <property name="terrain" value="water_edge"/>
  </properties>
 </tile>
 <tile id="119">
  <properties>
   <property name="corners" value="water,water,water,water"/>
   <property name="terrain" value="water"/>
  </properties>
 </tile>
 <tile id="120">
  <properties>
   <property name="corners" value="water,water,water,water"/>
   <property name="terrain" value="water"/>
  </properties>
 </tile>
 <tile id="121">
  <properties>
   <property name="corners" value="village,snow,snow,snow"/>
   <property name="terrain" value="village_edge"/>
  </properties>
 </tile>
 <tile id="122">
  <properties>
   <property name="corners" value="snow,village,snow,snow"/>
   <property name="terrain" value="village_edge"/>
  </properties>
 </tile>
 <tile id="123">
  <properties>
   <property name="corners" value="village,village,snow,snow"/>
   <property name="terrain" value="village_edge"/>
  </properties>
 </tile>
 <tile id="124">
  <properties>
   <property name="corners" value="snow,snow,village,snow"/>
   <property name="terrain" value="village_edge"/>
  </properties>
 </tile>
 <tile id="125">
  <properties>
   <property name="corners" value="village,snow,village,snow"/>
   <property name="terrain" value="village_edge"/>
  </properties>
 </tile>
 <tile id="126">
  <properties>
   <property name="corners" value="snow,village,village,snow"/>
   <property name="terrain" value="village_edge"/>
  </properties>
 </tile>
 <tile id="127">
  <properties>
   <property name="corners" value="village,village,village,snow"/>
   <property name="terrain" value="village_edge"/>
  </properties>
 </tile>
 <tile id="128">
  <properties>
   <property name="corners" value="snow,snow,snow,village"/>
   <property name="terrain" value="village_edge"/>
  </properties>
 </tile>
 <tile id="129">
  <properties>
   <property name="corners" value="village,snow,snow,village"/>
   <property name="terrain" value="village_edge"/>
  </properties>
 </tile>
 <tile id="130">
  <properties>
   <property name="corners" value="snow,village,snow,village"/>
   <property name="terrain" value="village_edge"/>
  </properties>
 </tile>
 <tile id="131">
  <properties>
   <property name="corners" value="village,village,snow,village"/>
   <property name="terrain" value="village_edge"/>
  </properties>
 </tile>
 <tile id="132">
  <properties>
   <property name="corners" value="snow,snow,village,village"/>
   <property name="terrain" value="village_edge"/>
  </properties>
 </tile>
 <tile id="133">
  <properties>
   <property name="corners" value="village,snow,village,village"/>
   <property name="terrain" value="village_edge"/>
  </properties>
 </tile>
 <tile id="134">
  <properties>
   <property name="corners" value="snow,village,village,village"/>
   <property name="terrain" value="village_edge"/>
  </properties>
 </tile>
 <tile id="135">
  <properties>
   <property name="corners" value="village,village,village,village"/>
   <property name="terrain" value="village"/>
  </properties>
 </tile>
 <tile id="136">
  <properties>
   <property name="corners" value="village,village,village,village"/>
   <property name="terrain" value="village"/>
  </properties>
 </tile>
 <tile id="137">
  <properties>
   <property name="corners" value="village,village,village,village"/>
   <property name="roof" value="brown"/>
   <property name="terrain" value="roof"/>
  </properties>
 </tile>
 <tile id="138">
  <properties>
   <property name="corners" value="village,village,village,village"/>
   <property name="roof" value="red"/>
   <property name="terrain" value="roof"/>
  </properties>
 </tile>
 <tile id="139">
  <properties>
   <property name="corners" value="village,village,village,village"/>
   <property name="roof" value="red"/>
   <property name="terrain" value="roof"/>
  </properties>
 </tile>
 <tile id="140">
  <properties>
   <property name="corners" value="village,village,village,village"/>
   <property name="roof" value="brown"/>
   <property name="terrain" value="roof"/>
  </properties>
 </tile>
 <tile id="141">
  <properties>
   <property name="corners" value="village,village,village,village"/>
   <property name="roof" value="mixed"/>
   <property name="terrain" value="roof"/>
  </properties>
 </tile>
 <tile id="142">
  <properties>
   <property name="corners" value="forest,snow,snow,snow"/>
   <property name="terrain" value="forest_edge"/>
  </properties>
 </tile>
 <tile id="143">
  <properties>
   <property name="corners" value="snow,forest,snow,snow"/>
   <property name="terrain" value="forest_edge"/>
  </properties>
 </tile>
 <tile id="144">
  <properties>
   <property name="corners" value="forest,forest,snow,snow"/>
   <property name="terrain" value="forest_edge"/>
  </properties>
 </tile>
 <tile id="145">
  <properties>
   <property name="corners" value="snow,snow,forest,snow"/>
   <property name="terrain" value="forest_edge"/>
  </properties>
 </tile>
 <tile id="146">
  <properties>
   <property name="corners" value="forest,snow,forest,snow"/>
   <property name="terrain" value="forest_edge"/>
  </properties>
 </tile>
 <tile id="147">
  <properties>
   <property name="corners" value="snow,forest,forest,snow"/>
   <property name="terrain" value="forest_edge"/>
  </properties>
 </tile>
 <tile id="148">
  <properties>
   <property name="corners" value="forest,forest,forest,snow"/>
   <property name="terrain" value="forest_edge"/>
  </properties>
 </tile>
 <tile id="149">
  <properties>
   <property name="corners" value="snow,snow,snow,forest"/>
   <property name="terrain" value="forest_edge"/>
  </properties>
 </tile>
 <tile id="150">
  <properties>
   <property name="corners" value="forest,snow,snow,forest"/>
   <property name="terrain" value="forest_edge"/>
  </properties>
 </tile>
 <tile id="151">
  <properties>
   <property name="corners" value="snow,forest,snow,forest"/>
   <property name="terrain" value="forest_edge"/>
  </properties>
 </tile>
 <tile id="152">
  <properties>
   <property name="corners" value="forest,forest,snow,forest"/>
   <property name="terrain" value="forest_edge"/>
  </properties>
 </tile>
 <tile id="153">
  <properties>
   <property name="corners" value="snow,snow,forest,forest"/>
   <property name="terrain" value="forest_edge"/>
  </properties>
 </tile>
 <tile id="154">
  <properties>
   <property name="corners" value="forest,snow,forest,forest"/>
   <property name="terrain" value="forest_edge"/>
  </properties>
 </tile>
 <tile id="155">
  <properties>
   <property name="corners" value="snow,forest,forest,forest"/>
   <property name="terrain" value="forest_edge"/>
  </properties>
 </tile>
 <tile id="156">
  <properties>
   <property name="corners" value="forest,forest,forest,forest"/>
   <property name="terrain" value="forest_dense"/>
  </properties>
 </tile>
 <tile id="157">
  <properties>
   <property name="corners" value="forest,forest,forest,forest"/>
   <property name="terrain" value="forest_dense"/>
  </properties>
 </tile>
 <tile id="158">
  <properties>
   <property name="corners" value="forest,forest,forest,forest"/>
   <property name="terrain" value="forest_dense"/>
  </properties>
 </tile>
 <tile id="159">
  <properties>
   <property name="corners" value="forest,forest,forest,forest"/>
   <property name="terrain" value="forest_sparse"/>
  </properties>
 </tile>
 <tile id="160">
  <properties>
   <property name="corners" value="forest,forest,forest,forest"/>
   <property name="terrain" value="forest_sparse"/>
  </properties>
 </tile>
 <tile id="161">
  <properties>
   <property name="corners" value="forest,forest,forest,forest"/>
   <property name="terrain" value="forest_sparse"/>
  </properties>
 </tile>
 <tile id="162">
  <properties>
   <property name="connects" value=""/>
   <property name="terrain" value="road"/>
  </properties>
 </tile>
 <tile id="163">
  <properties>
   <property name="connects" value="N"/>
   <property name="terrain" value="road"/>
  </properties>
 </tile>
 <tile id="164">
  <properties>
   <property name="connects" value="E"/>
   <property name="terrain" value="road"/>
  </properties>
 </tile>
 <tile id="165">
  <properties>
   <property name="connects" value="N,E"/>
   <property name="terrain" value="road"/>
  </properties>
 </tile>
 <tile id="166">
  <properties>
   <property name="connects" value="S"/>
   <property name="terrain" value="road"/>
  </properties>
 </tile>
 <tile id="167">
  <properties>
   <property name="connects" value="N,S"/>
   <property name="terrain" value="road"/>
  </properties>
 </tile>
 <tile id="168">
  <properties>
   <property name="connects" value="E,S"/>
   <property name="terrain" value="road"/>
  </properties>
 </tile>
 <tile id="169">
  <properties>
   <property name="connects" value="N,E,S"/>
   <property name="terrain" value="road"/>
  </properties>
 </tile>
 <tile id="170">
  <properties>
   <property name="connects" value="W"/>
   <property name="terrain" value="road"/>
  </properties>
 </tile>
 <tile id="171">
  <properties>
   <property name="connects" value="N,W"/>
   <property name="terrain" value="road"/>
  </properties>
 </tile>
 <tile id="172">
  <properties>
   <property name="connects" value="E,W"/>
   <property name="terrain" value="road"/>
  </properties>
 </tile>
 <tile id="173">
  <properties>
   <property name="connects" value="N,E,W"/>
   <property name="terrain" value="road"/>
  </properties>
 </tile>
 <tile id="174">
  <properties>
   <property name="connects" value="S,W"/>
   <property name="terrain" value="road"/>
  </properties>
 </tile>
 <tile id="175">
  <properties>
   <property name="connects" value="N,S,W"/>
   <property name="terrain" value="road"/>
  </properties>
 </tile>
 <tile id="176">
  <properties>
   <property name="connects" value="E,S,W"/>
   <property name="terrain" value="road"/>
  </properties>
 </tile>
 <tile id="177">
  <properties>
   <property name="connects" value="N,E,S,W"/>
   <property name="terrain" value="road"/>
  </properties>
 </tile>
 <tile id="178">
  <properties>
   <property name="decor" value="true"/>
   <property name="terrain" value="tree"/>
  </properties>
 </tile>
 <tile id="179">
  <properties>
   <property name="decor" value="true"/>
   <property name="terrain" value="tree"/>
  </properties>
 </tile>
 <tile id="180">
  <properties>
   <property name="decor" value="true"/>
   <property name="terrain" value="tree"/>
  </properties>
 </tile>
 <tile id="181">
  <properties>
   <property name="decor" value="true"/>
   <property name="terrain" value="tree"/>
  </properties>
 </tile>
 <tile id="182">
  <properties>
   <property name="decor" value="true"/>
   <property name="terrain" value="boulder"/>
  </properties>
 </tile>
 <tile id="183">
  <properties>
   <property name="decor" value="true"/>
   <property name="terrain" value="boulder"/>
  </properties>
 </tile>
 <tile id="184">
  <properties>
   <property name="decor" value="true"/>
   <property name="terrain" value="chalet"/>
  </properties>
 </tile>
 <tile id="185">
  <properties>
   <property name="decor" value="true"/>
   <property name="terrain" value="chalet"/>
  </properties>
 </tile>
 <tile id="186">
  <properties>
   <property name="decor" value="true"/>
   <property name="terrain" value="pylon"/>
  </properties>
 </tile>
 <tile id="187">
  <properties>
   <property name="terrain" value="empty"/>
  </properties>
 </tile>
 <tile id="188">
  <properties>
   <property name="terrain" value="empty"/>
  </properties>
 </tile>
 <tile id="189">
  <properties>
   <property name="terrain" value="empty"/>
  </properties>
 </tile>
 <tile id="190">
  <properties>
   <property name="terrain" value="empty"/>
  </properties>
 </tile>
 <tile id="191">
  <properties>
   <property name="terrain" value="empty"/>
  </properties>
 </tile>
 <wangsets>
  <wangset name="mountain ground" type="corner" tile="-1">
   <wangcolor name="snow_high" color="#fcfdff" tile="-1" probability="1"/>
   <wangcolor name="snow" color="#f4f8fc" tile="-1" probability="1"/>
   <wangcolor name="snow_shaded" color="#e2eaf6" tile="-1" probability="1"/>
   <wangcolor name="snow_shadow" color="#cedaf0" tile="-1" probability="1"/>
   <wangcolor name="rock" color="#92887d" tile="-1" probability="1"/>
   <wangcolor name="ice" color="#d0edf4" tile="-1" probability="1"/>
   <wangcolor name="meadow" color="#b0b888" tile="-1" probability="1"/>
   <wangcolor name="village" color="#e8e4db" tile="-1" probability="1"/>
   <wangcolor name="forest" color="#385f4c" tile="-1" probability="1"/>
   <wangcolor name="water" color="#b2c6d4" tile="-1" probability="1"/>
   <wangtile tileid="0" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="1" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="2" wangid="0,1,0,1,0,1,0,1"/>
   <wangtile tileid="3" wangid="0,2,0,2,0,2,0,2"/>
   <wangtile tileid="4" wangid="0,2,0,2,0,2,0,2"/>
   <wangtile tileid="5" wangid="0,2,0,2,0,2,0,2"/>
   <wangtile tileid="6" wangid="0,3,0,3,0,3,0,3"/>
   <wangtile tileid="7" wangid="0,3,0,3,0,3,0,3"/>
   <wangtile tileid="8" wangid="0,4,0,4,0,4,0,4"/>
   <wangtile tileid="9" wangid="0,4,0,4,0,4,0,4"/>
   <wangtile tileid="10" wangid="0,1,0,1,0,1,0,2"/>
   <wangtile tileid="11" wangid="0,2,0,1,0,1,0,1"/>
   <wangtile tileid="12" wangid="0,2,0,1,0,1,0,2"/>
   <wangtile tileid="13" wangid="0,1,0,1,0,2,0,1"/>
   <wangtile tileid="14" wangid="0,1,0,1,0,2,0,2"/>
   <wangtile tileid="15" wangid="0,2,0,1,0,2,0,1"/>
   <wangtile tileid="16" wangid="0,2,0,1,0,2,0,2"/>
   <wangtile tileid="17" wangid="0,1,0,2,0,1,0,1"/>
   <wangtile tileid="18" wangid="0,1,0,2,0,1,0,2"/>
   <wangtile tileid="19" wangid="0,2,0,2,0,1,0,1"/>
   <wangtile tileid="20" wangid="0,2,0,2,0,1,0,2"/>
   <wangtile tileid="21" wangid="0,1,0,2,0,2,0,1"/>
   <wangtile tileid="22" wangid="0,1,0,2,0,2,0,2"/>
   <wangtile tileid="23" wangid="0,2,0,2,0,2,0,1"/>
   <wangtile tileid="24" wangid="0,2,0,2,0,2,0,3"/>
   <wangtile tileid="25" wangid="0,3,0,2,0,2,0,2"/>
   <wangtile tileid="26" wangid="0,3,0,2,0,2,0,3"/>
   <wangtile tileid="27" wangid="0,2,0,2,0,3,0,2"/>
   <wangtile tileid="28" wangid="0,2,0,2,0,3,0,3"/>
   <wangtile tileid="29" wangid="0,3,0,2,0,3,0,2"/>
   <wangtile tileid="30" wangid="0,3,0,2,0,3,0,3"/>
   <wangtile tileid="31" wangid="0,2,0,3,0,2,0,2"/>
   <wangtile tileid="32" wangid="0,2,0,3,0,2,0,3"/>
   <wangtile tileid="33" wangid="0,3,0,3,0,2,0,2"/>
   <wangtile tileid="34" wangid="0,3,0,3,0,2,0,3"/>
   <wangtile tileid="35" wangid="0,2,0,3,0,3,0,2"/>
   <wangtile tileid="36" wangid="0,2,0,3,0,3,0,3"/>
   <wangtile tileid="37" wangid="0,3,0,3,0,3,0,2"/>
   <wangtile tileid="38" wangid="0,3,0,3,0,3,0,4"/>
   <wangtile tileid="39" wangid="0,4,0,3,0,3,0,3"/>
   <wangtile tileid="40" wangid="0,4,0,3,0,3,0,4"/>
   <wangtile tileid="41" wangid="0,3,0,3,0,4,0,3"/>
   <wangtile tileid="42" wangid="0,3,0,3,0,4,0,4"/>
   <wangtile tileid="43" wangid="0,4,0,3,0,4,0,3"/>
   <wangtile tileid="44" wangid="0,4,0,3,0,4,0,4"/>
   <wangtile tileid="45" wangid="0,3,0,4,0,3,0,3"/>
   <wangtile tileid="46" wangid="0,3,0,4,0,3,0,4"/>
   <wangtile tileid="47" wangid="0,4,0,4,0,3,0,3"/>
   <wangtile tileid="48" wangid="0,4,0,4,0,3,0,4"/>
   <wangtile tileid="49" wangid="0,3,0,4,0,4,0,3"/>
   <wangtile tileid="50" wangid="0,3,0,4,0,4,0,4"/>
   <wangtile tileid="51" wangid="0,4,0,4,0,4,0,3"/>
   <wangtile tileid="52" wangid="0,2,0,2,0,2,0,2"/>
   <wangtile tileid="53" wangid="0,2,0,2,0,2,0,2"/>
   <wangtile tileid="54" wangid="0,2,0,2,0,2,0,2"/>
   <wangtile tileid="55" wangid="0,2,0,2,0,2,0,5"/>
   <wangtile tileid="56" wangid="0,5,0,2,0,2,0,2"/>
   <wangtile tileid="57" wangid="0,5,0,2,0,2,0,5"/>
   <wangtile tileid="58" wangid="0,2,0,2,0,5,0,2"/>
   <wangtile tileid="59" wangid="0,2,0,2,0,5,0,5"/>
   <wangtile tileid="60" wangid="0,5,0,2,0,5,0,2"/>
   <wangtile tileid="61" wangid="0,5,0,2,0,5,0,5"/>
   <wangtile tileid="62" wangid="0,2,0,5,0,2,0,2"/>
   <wangtile tileid="63" wangid="0,2,0,5,0,2,0,5"/>
   <wangtile tileid="64" wangid="0,5,0,5,0,2,0,2"/>
   <wangtile tileid="65" wangid="0,5,0,5,0,2,0,5"/>
   <wangtile tileid="66" wangid="0,2,0,5,0,5,0,2"/>
   <wangtile tileid="67" wangid="0,2,0,5,0,5,0,5"/>
   <wangtile tileid="68" wangid="0,5,0,5,0,5,0,2"/>
   <wangtile tileid="69" wangid="0,5,0,5,0,5,0,5"/>
   <wangtile tileid="70" wangid="0,5,0,5,0,5,0,5"/>
   <wangtile tileid="71" wangid="0,5,0,5,0,5,0,5"/>
   <wangtile tileid="72" wangid="0,2,0,2,0,2,0,6"/>
   <wangtile tileid="73" wangid="0,6,0,2,0,2,0,2"/>
   <wangtile tileid="74" wangid="0,6,0,2,0,2,0,6"/>
   <wangtile tileid="75" wangid="0,2,0,2,0,6,0,2"/>
   <wangtile tileid="76" wangid="0,2,0,2,0,6,0,6"/>
   <wangtile tileid="77" wangid="0,6,0,2,0,6,0,2"/>
   <wangtile tileid="78" wangid="0,6,0,2,0,6,0,6"/>
   <wangtile tileid="79" wangid="0,2,0,6,0,2,0,2"/>
   <wangtile tileid="80" wangid="0,2,0,6,0,2,0,6"/>
   <wangtile tileid="81" wangid="0,6,0,6,0,2,0,2"/>
   <wangtile tileid="82" wangid="0,6,0,6,0,2,0,6"/>
   <wangtile tileid="83" wangid="0,2,0,6,0,6,0,2"/>
   <wangtile tileid="84" wangid="0,2,0,6,0,6,0,6"/>
   <wangtile tileid="85" wangid="0,6,0,6,0,6,0,2"/>
   <wangtile tileid="86" wangid="0,6,0,6,0,6,0,6"/>
   <wangtile tileid="87" wangid="0,6,0,6,0,6,0,6"/>
   <wangtile tileid="88" wangid="0,2,0,2,0,2,0,7"/>
   <wangtile tileid="89" wangid="0,7,0,2,0,2,0,2"/>
   <wangtile tileid="90" wangid="0,7,0,2,0,2,0,7"/>
   <wangtile tileid="91" wangid="0,2,0,2,0,7,0,2"/>
   <wangtile tileid="92" wangid="0,2,0,2,0,7,0,7"/>
   <wangtile tileid="93" wangid="0,7,0,2,0,7,0,2"/>
   <wangtile tileid="94" wangid="0,7,0,2,0,7,0,7"/>
   <wangtile tileid="95" wangid="0,2,0,7,0,2,0,2"/>
   <wangtile tileid="96" wangid="0,2,0,7,0,2,0,7"/>
   <wangtile tileid="97" wangid="0,7,0,7,0,2,0,2"/>
   <wangtile tileid="98" wangid="0,7,0,7,0,2,0,7"/>
   <wangtile tileid="99" wangid="0,2,0,7,0,7,0,2"/>
   <wangtile tileid="100" wangid="0,2,0,7,0,7,0,7"/>
   <wangtile tileid="101" wangid="0,7,0,7,0,7,0,2"/>
   <wangtile tileid="102" wangid="0,7,0,7,0,7,0,7"/>
   <wangtile tileid="103" wangid="0,7,0,7,0,7,0,7"/>
   <wangtile tileid="104" wangid="0,7,0,7,0,7,0,7"/>
   <wangtile tileid="105" wangid="0,2,0,2,0,2,0,10"/>
   <wangtile tileid="106" wangid="0,10,0,2,0,2,0,2"/>
   <wangtile tileid="107" wangid="0,10,0,2,0,2,0,10"/>
   <wangtile tileid="108" wangid="0,2,0,2,0,10,0,2"/>
   <wangtile tileid="109" wangid="0,2,0,2,0,10,0,10"/>
   <wangtile tileid="110" wangid="0,10,0,2,0,10,0,2"/>
   <wangtile tileid="111" wangid="0,10,0,2,0,10,0,10"/>
   <wangtile tileid="112" wangid="0,2,0,10,0,2,0,2"/>
   <wangtile tileid="113" wangid="0,2,0,10,0,2,0,10"/>
   <wangtile tileid="114" wangid="0,10,0,10,0,2,0,2"/>
   <wangtile tileid="115" wangid="0,10,0,10,0,2,0,10"/>
   <wangtile tileid="116" wangid="0,2,0,10,0,10,0,2"/>
   <wangtile tileid="117" wangid="0,2,0,10,0,10,0,10"/>
   <wangtile tileid="118" wangid="0,10,0,10,0,10,0,2"/>
   <wangtile tileid="119" wangid="0,10,0,10,0,10,0,10"/>
   <wangtile tileid="120" wangid="0,10,0,10,0,10,0,10"/>
   <wangtile tileid="121" wangid="0,2,0,2,0,2,0,8"/>
   <wangtile tileid="122" wangid="0,8,0,2,0,2,0,2"/>
   <wangtile tileid="123" wangid="0,8,0,2,0,2,0,8"/>
   <wangtile tileid="124" wangid="0,2,0,2,0,8,0,2"/>
   <wangtile tileid="125" wangid="0,2,0,2,0,8,0,8"/>
   <wangtile tileid="126" wangid="0,8,0,2,0,8,0,2"/>
   <wangtile tileid="127" wangid="0,8,0,2,0,8,0,8"/>
   <wangtile tileid="128" wangid="0,2,0,8,0,2,0,2"/>
   <wangtile tileid="129" wangid="0,2,0,8,0,2,0,8"/>
   <wangtile tileid="130" wangid="0,8,0,8,0,2,0,2"/>
   <wangtile tileid="131" wangid="0,8,0,8,0,2,0,8"/>
   <wangtile tileid="132" wangid="0,2,0,8,0,8,0,2"/>
   <wangtile tileid="133" wangid="0,2,0,8,0,8,0,8"/>
   <wangtile tileid="134" wangid="0,8,0,8,0,8,0,2"/>
   <wangtile tileid="135" wangid="0,8,0,8,0,8,0,8"/>
   <wangtile tileid="136" wangid="0,8,0,8,0,8,0,8"/>
   <wangtile tileid="137" wangid="0,8,0,8,0,8,0,8"/>
   <wangtile tileid="138" wangid="0,8,0,8,0,8,0,8"/>
   <wangtile tileid="139" wangid="0,8,0,8,0,8,0,8"/>
   <wangtile tileid="140" wangid="0,8,0,8,0,8,0,8"/>
   <wangtile tileid="141" wangid="0,8,0,8,0,8,0,8"/>
   <wangtile tileid="142" wangid="0,2,0,2,0,2,0,9"/>
   <wangtile tileid="143" wangid="0,9,0,2,0,2,0,2"/>
   <wangtile tileid="144" wangid="0,9,0,2,0,2,0,9"/>
   <wangtile tileid="145" wangid="0,2,0,2,0,9,0,2"/>
   <wangtile tileid="146" wangid="0,2,0,2,0,9,0,9"/>
   <wangtile tileid="147" wangid="0,9,0,2,0,9,0,2"/>
   <wangtile tileid="148" wangid="0,9,0,2,0,9,0,9"/>
   <wangtile tileid="149" wangid="0,2,0,9,0,2,0,2"/>
   <wangtile tileid="150" wangid="0,2,0,9,0,2,0,9"/>
   <wangtile tileid="151" wangid="0,9,0,9,0,2,0,2"/>
   <wangtile tileid="152" wangid="0,9,0,9,0,2,0,9"/>
   <wangtile tileid="153" wangid="0,2,0,9,0,9,0,2"/>
   <wangtile tileid="154" wangid="0,2,0,9,0,9,0,9"/>
   <wangtile tileid="155" wangid="0,9,0,9,0,9,0,2"/>
   <wangtile tileid="156" wangid="0,9,0,9,0,9,0,9"/>
   <wangtile tileid="157" wangid="0,9,0,9,0,9,0,9"/>
   <wangtile tileid="158" wangid="0,9,0,9,0,9,0,9"/>
   <wangtile tileid="159" wangid="0,9,0,9,0,9,0,9"/>
   <wangtile tileid="160" wangid="0,9,0,9,0,9,0,9"/>
   <wangtile tileid="161" wangid="0,9,0,9,0,9,0,9"/>
  </wangset>
 </wangsets>
</tileset>
